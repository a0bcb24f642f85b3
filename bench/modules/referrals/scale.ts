import { firstNames, lastNames } from '../../../server/db/seed/names';
import { mulberry32 } from '../../../server/db/seed/random';
import { chunks, DAY_MS, type Generator, nextId } from '../../scale/kit';

/** Referrals of the demo `employee`, so their list reads a full page (size 100 at most). */
const EMPLOYEE_REFERRALS = 60;
/** Where referrals end, most of them: one in ten is still in progress. */
const FINAL_STATUSES = ['hired', 'not_hired', 'not_hired', 'not_hired'] as const;
const ACTIVE = ['received', 'in_review', 'interviewed'] as const;

/**
 * Referrals over the past two years by the generated employees (and a few by `employee`), for the
 * seeded positions at one of their locations, each with the history row of its reception. Every
 * candidate is a different person, so the one-in-progress rule always holds.
 */
export const referrals: Generator = {
  name: 'referrals',
  async generate(writer, size) {
    const random = mulberry32(100_001);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const referrers = (
      await writer.query<{ id: number; badge: string }>(
        `select id, badge from employees where username like 'scale.%' order by id`,
      )
    ).map((r) => ({ id: Number(r.id), badge: r.badge }));
    const [employee] = await writer.query<{ id: number; badge: string }>(
      `select id, badge from employees where username = 'employee'`,
    );
    const openings = (
      await writer.query<{ position_id: number; location_id: number }>(
        'select position_id, location_id from referral_position_locations',
      )
    ).map((r) => ({ position: Number(r.position_id), location: Number(r.location_id) }));
    if (referrers.length === 0 || !employee || openings.length === 0) {
      throw new Error('referrals: the employees and the demo positions come first');
    }
    const now = Date.now();
    const firstId = await nextId(writer, 'referrals');
    for (const [start, end] of chunks(size.referrals)) {
      const rows: unknown[][] = [];
      const history: unknown[][] = [];
      for (let index = start; index < end; index++) {
        const id = firstId + index;
        const referrer =
          index < EMPLOYEE_REFERRALS
            ? { id: Number(employee.id), badge: employee.badge }
            : pick(referrers);
        const opening = pick(openings);
        const created = new Date(now - Math.floor(random() * 730 * DAY_MS));
        const status = index % 10 === 0 ? pick(ACTIVE) : pick(FINAL_STATUSES);
        const firstName = pick(firstNames);
        const createdAt = created.toISOString();
        rows.push([
          id,
          referrer.id,
          referrer.badge,
          String(900_000_000 + index),
          firstName,
          '',
          pick(lastNames),
          pick(lastNames),
          '88880000',
          '',
          `candidato.${index}@correo.example.com`,
          '',
          '',
          pick(['A2', 'B1', 'B2', 'C1']),
          0,
          'highSchool',
          '',
          'payroll',
          1,
          0,
          'onSite',
          null,
          'BAF-2026-Q4',
          opening.location,
          opening.position,
          null,
          status,
          createdAt,
          createdAt,
        ]);
        history.push([id, null, 'received', '', referrer.id, createdAt]);
      }
      await writer.insert(
        'referrals',
        [
          'id',
          'referrer_id',
          'badge',
          'identification_number',
          'first_name',
          'second_name',
          'last_name',
          'second_last_name',
          'phone',
          'personal_phone',
          'candidate_email',
          'personal_email',
          'candidate_profile',
          'english_level',
          'is_external_reference',
          'academic_grade',
          'others_details',
          'payment_method',
          'is_resume_active',
          'is_resume_required',
          'work_type',
          'resume_url',
          'promotional_code',
          'location',
          'position_id',
          'resume_file_id',
          'status',
          'created_at',
          'status_changed_at',
        ],
        rows,
      );
      await writer.insert(
        'referral_status_changes',
        ['referral_id', 'from_status', 'to_status', 'note', 'changed_by', 'changed_at'],
        history,
      );
    }
    return size.referrals;
  },
};
