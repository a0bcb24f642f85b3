import { mulberry32 } from '../../../server/db/seed/random';
import { HOME_DISTRICTS } from '../../../server/geography/seed';
import { CHUNK_ROWS, type Generator, scaleEmployeeIds } from '../../scale/kit';

const TRANSPORT_REQUEST_COLUMNS = [
  'employee_id',
  'route_id',
  'stop_id',
  'direction',
  'status',
  'start_date',
  'note',
  'decision_note',
  'created_at',
  'status_changed_at',
] as const;

/**
 * Transportation: a home for every generated employee and one settled seat request each over the
 * past year (rejected or cancelled, so the demo routes keep their seats): the routes near home
 * count each route's open requests on their index however many settled ones there are.
 */
export const transportation: Generator = {
  name: 'homes and seat requests',
  async generate(writer) {
    const random = mulberry32(3_400);
    const people = await scaleEmployeeIds(writer);
    const stops = await writer.query<{ id: number; route_id: number; direction: string }>(
      `select s.id, s.route_id, r.direction from transport_stops s
         join transport_routes r on r.id = s.route_id order by s.id`,
    );
    if (people.length === 0 || stops.length === 0)
      throw new Error('transportation: the employees and the demo routes come first');
    const now = Date.now();
    const at = new Date(now).toISOString();
    for (let start = 0; start < people.length; start += CHUNK_ROWS) {
      const chunk = people.slice(start, start + CHUNK_ROWS);
      await writer.insert(
        'employee_homes',
        ['employee_id', 'district_code', 'address', 'created_at', 'updated_at'],
        chunk.map((person, index) => [
          person,
          HOME_DISTRICTS[(start + index) % HOME_DISTRICTS.length],
          'Del parque 100 m al norte',
          at,
          at,
        ]),
      );
      await writer.insert(
        'transport_requests',
        TRANSPORT_REQUEST_COLUMNS,
        chunk.map((person) => {
          const stop = stops[Math.floor(random() * stops.length)]!;
          const created = new Date(now - Math.floor(random() * 365 * 86_400_000)).toISOString();
          const rejected = random() < 0.3;
          return [
            person,
            stop.route_id,
            stop.id,
            stop.direction,
            rejected ? 'rejected' : 'cancelled',
            created.slice(0, 10),
            '',
            rejected ? 'La ruta está completa.' : '',
            created,
            created,
          ];
        }),
      );
    }
    return people.length * 2;
  },
};
