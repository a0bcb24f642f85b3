import { mulberry32 } from '../../../server/db/seed/random';
import { CHUNK_ROWS, type Generator, idsOf } from '../../scale/kit';

const SCHEDULE_REQUEST_COLUMNS = [
  'employee_id',
  'status',
  'problem_id',
  'reason_id',
  'schedule_id',
  'start_date',
  'final_date',
  'type',
  'custom_times',
  'total_minutes',
  'employee_email',
  'employee_name',
  'network_login',
  'image_file_id',
  'decision_note',
  'created_at',
  'status_changed_at',
] as const;

/**
 * Schedule change: every generated employee's current schedule (one of those offered to all) and
 * one settled request each over the past year (approved or rejected), plus 50 of `employee`'s:
 * GetAgendas and the chat-bot lookup stay on their indexes however many there are.
 */
export const schedules: Generator = {
  name: 'schedules and schedule requests',
  async generate(writer) {
    const random = mulberry32(3_100);
    const people = await writer.query<{
      id: number;
      username: string;
      email: string;
      full_name: string;
    }>(
      `select id, username, email, full_name from employees where username like 'scale.%' or username = 'employee' order by id`,
    );
    const offered = await idsOf(
      writer,
      `select id from work_schedules where account is null and permanent = 1 order by id`,
    );
    if (people.length === 0 || offered.length === 0)
      throw new Error('schedules: the employees and the demo schedules come first');
    const now = Date.now();
    const at = new Date(now).toISOString();
    const generated = people.filter((person) => person.username !== 'employee');
    for (let start = 0; start < generated.length; start += CHUNK_ROWS) {
      const chunk = generated.slice(start, start + CHUNK_ROWS);
      await writer.insert(
        'employee_schedules',
        ['employee_id', 'schedule_id', 'since', 'updated_at'],
        chunk.map((person, index) => [
          person.id,
          offered[(start + index) % offered.length],
          '2024-01-01',
          at,
        ]),
      );
    }
    const employee = people.find((person) => person.username === 'employee')!;
    const authors = [...generated, ...Array.from({ length: 50 }, () => employee)];
    for (let start = 0; start < authors.length; start += CHUNK_ROWS) {
      const rows = authors.slice(start, start + CHUNK_ROWS).map((person) => {
        const created = new Date(now - Math.floor(random() * 365 * 86_400_000)).toISOString();
        const approved = random() < 0.7;
        return [
          person.id,
          approved ? 'approved' : 'rejected',
          1,
          4,
          offered[Math.floor(random() * offered.length)],
          created.slice(0, 10),
          '2099-12-31',
          'Agenda',
          null,
          40 * 60,
          person.email,
          person.full_name,
          person.username,
          null,
          approved ? '' : 'Sin cupo en el turno.',
          created,
          created,
        ];
      });
      await writer.insert('schedule_change_requests', SCHEDULE_REQUEST_COLUMNS, rows);
    }
    return generated.length + authors.length;
  },
};
