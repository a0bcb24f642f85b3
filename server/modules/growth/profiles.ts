import { type Kysely, type Selectable, sql } from 'kysely';
import { addMonths, calendarDay } from '../../../contracts/calendar';
import {
  APPLICATION_STATUSES,
  type ApplicationCounts,
  type EligibilityCode,
  type EmployeeInfoBody,
  type EmployeeMetrics,
  type GrowthProfile,
  IN_PROGRESS_STATUSES,
  MAX_APPLICATIONS_IN_PROGRESS,
  monthsBetween,
} from '../../../contracts/growth/growth';
import type { DB } from '../../db';
import { findOr404 } from '../../db/lookup';
import type { Database } from '../../db/schema';
import type { Message } from '../../http/messages';
import { say } from './i18n';
import type { GrowthOpeningTable } from './tables';

type Q = Kysely<Database>;

/** The employee a growth call is about, and their profile as the growth service sees them. */
export interface GrowthEmployee {
  id: number;
  badge: string;
  fullName: string;
  profile: Omit<GrowthProfile, 'badge' | 'fullName'>;
}

/**
 * The employee with badge `badge` (404 otherwise) and their growth profile. An employee the
 * growth service has no profile for yet (hired after the last load) counts from the day their
 * account was created, with their account's e-mail: they exist, new in their position.
 */
export async function growthEmployee(q: Q, badge: string): Promise<GrowthEmployee> {
  const row = await findOr404(
    q
      .selectFrom('employees')
      .leftJoin('growth_profiles', 'growth_profiles.employee_id', 'employees.id')
      .select([
        'employees.id',
        'employees.badge',
        'employees.full_name',
        'employees.email as account_email',
        'employees.created_at',
        'growth_profiles.email',
        'growth_profiles.phone',
        'growth_profiles.position',
        'growth_profiles.area',
        'growth_profiles.position_since',
        'growth_profiles.hired_on',
        'growth_profiles.updated_at',
      ])
      .where('employees.badge', '=', badge),
    say('employee.notFound'),
  );
  const joined = calendarDay(new Date(row.created_at));
  return {
    id: row.id,
    badge: row.badge,
    fullName: row.full_name,
    profile: {
      email: row.email ?? row.account_email,
      phone: row.phone ?? '',
      position: row.position ?? '',
      area: row.area ?? '',
      positionSince: row.position_since ?? joined,
      hiredOn: row.hired_on ?? joined,
      updatedAt: row.updated_at ?? row.created_at,
    },
  };
}

export const toProfile = ({ badge, fullName, profile }: GrowthEmployee): GrowthProfile => ({
  badge,
  fullName,
  ...profile,
});

/** A reason an employee may not apply, worded by the route in the caller's language. */
export interface IneligibleReason {
  code: EligibilityCode;
  message: Message;
}

type OpeningRow = Pick<
  Selectable<GrowthOpeningTable>,
  'id' | 'title' | 'active' | 'closes_on' | 'min_months_in_position'
>;

/** Applications of the employee still waiting for a decision. */
async function inProgressCount(q: Q, employeeId: number): Promise<number> {
  const row = await q
    .selectFrom('growth_applications')
    .select(sql<number | string>`count(*)`.as('n'))
    .where('employee_id', '=', employeeId)
    .where('status', 'in', [...IN_PROGRESS_STATUSES])
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Every rule an application must pass, checked together so the employee learns all that stands in
 * the way: the opening is active and not past its closing day; months in the current position
 * reach the opening's minimum; no earlier application to it; fewer than the allowed applications
 * in progress.
 */
export async function ineligibility(
  q: Q,
  employee: GrowthEmployee,
  opening: OpeningRow,
  today = calendarDay(),
): Promise<IneligibleReason[]> {
  const reasons: IneligibleReason[] = [];
  if (!opening.active || (opening.closes_on !== null && opening.closes_on < today)) {
    reasons.push({
      code: 'openingClosed',
      message: say('eligibility.openingClosed', { title: opening.title }),
    });
  }
  const months = monthsBetween(employee.profile.positionSince, today);
  if (months < opening.min_months_in_position) {
    reasons.push({
      code: 'tooSoonInPosition',
      message: say('eligibility.tooSoonInPosition', {
        required: opening.min_months_in_position,
        months,
        date: addMonths(employee.profile.positionSince, opening.min_months_in_position),
      }),
    });
  }
  const applied = await q
    .selectFrom('growth_applications')
    .select('id')
    .where('opening_id', '=', opening.id)
    .where('employee_id', '=', employee.id)
    .executeTakeFirst();
  if (applied) {
    reasons.push({
      code: 'alreadyApplied',
      message: say('eligibility.alreadyApplied', { title: opening.title }),
    });
  }
  if ((await inProgressCount(q, employee.id)) >= MAX_APPLICATIONS_IN_PROGRESS) {
    reasons.push({
      code: 'tooManyInProgress',
      message: say('eligibility.tooManyInProgress', { max: MAX_APPLICATIONS_IN_PROGRESS }),
    });
  }
  return reasons;
}

/** Active openings not past their closing day. */
export const openOpenings = (q: Q, today: string) =>
  q
    .selectFrom('growth_openings')
    .where('growth_openings.active', '=', 1)
    .where((eb) =>
      eb.or([
        eb('growth_openings.closes_on', 'is', null),
        eb('growth_openings.closes_on', '>=', today),
      ]),
    );

export function createProfileRepository(db: DB) {
  return {
    async profile(badge: string): Promise<GrowthProfile> {
      return toProfile(await growthEmployee(db, badge));
    },

    /** Updates the contact data of the growth profile, creating it from the defaults if needed. */
    async updateContact(body: EmployeeInfoBody, now = new Date()): Promise<GrowthProfile> {
      const employee = await growthEmployee(db, body.badge);
      const at = now.toISOString();
      const { email, phone } = body;
      await db
        .insertInto('growth_profiles')
        .values({
          employee_id: employee.id,
          email,
          phone,
          position: employee.profile.position,
          area: employee.profile.area,
          position_since: employee.profile.positionSince,
          hired_on: employee.profile.hiredOn,
          updated_at: at,
        })
        .onConflict((conflict) =>
          conflict.column('employee_id').doUpdateSet({ email, phone, updated_at: at }),
        )
        .execute();
      return toProfile({
        ...employee,
        profile: { ...employee.profile, email, phone, updatedAt: at },
      });
    },

    async metrics(badge: string, today = calendarDay()): Promise<EmployeeMetrics> {
      const employee = await growthEmployee(db, badge);
      const { profile } = employee;
      const monthsInPosition = monthsBetween(profile.positionSince, today);
      const appliedTo = db
        .selectFrom('growth_applications')
        .select('growth_applications.opening_id')
        .where('growth_applications.employee_id', '=', employee.id);
      const [counts, openings] = await Promise.all([
        db
          .selectFrom('growth_applications')
          .select(['status', sql<number | string>`count(*)`.as('n')])
          .where('employee_id', '=', employee.id)
          .groupBy('status')
          .execute(),
        openOpenings(db, today)
          .select((eb) => [
            sql<number | string>`count(*)`.as('active'),
            eb.fn
              .count<number | string>('growth_openings.id')
              .filterWhere((w) =>
                w.and([
                  w('growth_openings.min_months_in_position', '<=', monthsInPosition),
                  w('growth_openings.id', 'not in', appliedTo),
                ]),
              )
              .as('reachable'),
            eb.fn
              .min<number | null>('growth_openings.min_months_in_position')
              .filterWhere((w) =>
                w.and([
                  w('growth_openings.min_months_in_position', '>', monthsInPosition),
                  w('growth_openings.id', 'not in', appliedTo),
                ]),
              )
              .as('nextMinimum'),
          ])
          .executeTakeFirst(),
      ]);
      const applicationsByStatus = Object.fromEntries(
        APPLICATION_STATUSES.map((status) => [status, 0]),
      ) as ApplicationCounts;
      for (const row of counts) applicationsByStatus[row.status] = Number(row.n);
      const applicationsInProgress = IN_PROGRESS_STATUSES.reduce(
        (sum, status) => sum + applicationsByStatus[status],
        0,
      );
      const nextMinimum = openings?.nextMinimum == null ? null : Number(openings.nextMinimum);
      return {
        position: profile.position,
        area: profile.area,
        hiredOn: profile.hiredOn,
        positionSince: profile.positionSince,
        tenureMonths: monthsBetween(profile.hiredOn, today),
        monthsInPosition,
        applicationsByStatus,
        applicationsInProgress,
        activeOpenings: Number(openings?.active ?? 0),
        eligibleOpenings:
          applicationsInProgress >= MAX_APPLICATIONS_IN_PROGRESS
            ? 0
            : Number(openings?.reachable ?? 0),
        nextEligibleOn: nextMinimum === null ? null : addMonths(profile.positionSince, nextMinimum),
      };
    },
  };
}
