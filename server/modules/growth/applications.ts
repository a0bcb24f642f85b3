import type { Kysely, Transaction } from 'kysely';
import { addDays, calendarDay, companyInstant } from '../../../contracts/calendar';
import { isOwnerOf } from '../../../contracts/catalogue';
import {
  type Application,
  type ApplicationListQuery,
  type ApplicationMoveBody,
  type ApplicationMultipart,
  type ApplicationStatus,
  type ApplicationStatusChange,
  canMove,
  type MyApplicationsQuery,
  RESUME_FIELD,
} from '../../../contracts/growth/growth';
import type { ApiUser } from '../../auth/apiTokens';
import { recordAudit } from '../../audit/audit';
import type { DB } from '../../db';
import { isUniqueViolation } from '../../db/errors';
import { findOr404 } from '../../db/lookup';
import type { Database } from '../../db/schema';
import { containsText, startsWith } from '../../db/text';
import { forUpdate, lockOr404, writeTransaction } from '../../db/transaction';
import { storeDocuments, type Upload } from '../../files/storage';
import { HttpError, RequestValidationError } from '../../http/errors';
import { renderMessage } from '../../http/messages';
import { type Page, pagedList } from '../../http/paging';
import { notify } from '../../notifications/service';
import { growthMessages, say } from './i18n';
import { growthEmployee, ineligibility } from './profiles';

type Q = Kysely<Database>;

const ENTITY = 'growth_application';
const UNIQUE = 'growth_applications_opening_employee';
/** Where the applicant follows their applications. */
const MY_METRICS = '/my-metrics';

/** The status as a notification (written in Spanish, the company's language) names it. */
const statusInSpanish = (status: ApplicationStatus) =>
  renderMessage(growthMessages, say(`status.${status}`), 'es').text;

/** The résumé's path on the growth family. */
export const resumePath = (id: number) => `/api/Application/${id}/Resume`;

const dayStartUtc = (day: string): string => companyInstant(day).toISOString();

function applicationsQuery(q: Q) {
  return q
    .selectFrom('growth_applications')
    .innerJoin('growth_openings', 'growth_openings.id', 'growth_applications.opening_id')
    .innerJoin('employees', 'employees.id', 'growth_applications.employee_id');
}

const applicationColumns = [
  'growth_applications.id',
  'growth_applications.opening_id',
  'growth_applications.employee_id',
  'growth_applications.job',
  'growth_openings.area',
  'growth_openings.location',
  'employees.badge',
  'employees.full_name',
  'growth_applications.email',
  'growth_applications.phone',
  'growth_applications.work_schedule',
  'growth_applications.start_time',
  'growth_applications.end_time',
  'growth_applications.resume_name',
  'growth_applications.status',
  'growth_applications.note',
  'growth_applications.created_at',
  'growth_applications.status_changed_at',
] as const;

const selectApplications = (q: Q) => applicationsQuery(q).select([...applicationColumns]);
type ApplicationRow = Awaited<
  ReturnType<ReturnType<typeof selectApplications>['executeTakeFirstOrThrow']>
>;

/** The applications of these rows, each with its status history (oldest first). */
async function withHistory(q: Q, rows: ApplicationRow[]): Promise<Application[]> {
  const ids = rows.map((row) => row.id);
  const changes =
    ids.length === 0
      ? []
      : await q
          .selectFrom('growth_application_status_changes')
          .leftJoin('employees', 'employees.id', 'growth_application_status_changes.changed_by')
          .select([
            'growth_application_status_changes.application_id',
            'growth_application_status_changes.from_status',
            'growth_application_status_changes.to_status',
            'growth_application_status_changes.note',
            'growth_application_status_changes.changed_at',
            'employees.full_name',
          ])
          .where('growth_application_status_changes.application_id', 'in', ids)
          .orderBy('growth_application_status_changes.changed_at')
          .orderBy('growth_application_status_changes.id')
          .execute();
  const history = new Map<number, ApplicationStatusChange[]>();
  for (const change of changes) {
    const list = history.get(change.application_id) ?? [];
    list.push({
      from: change.from_status,
      to: change.to_status,
      note: change.note,
      changedBy: change.full_name ?? '',
      changedAt: change.changed_at,
    });
    history.set(change.application_id, list);
  }
  return rows.map((row) => ({
    id: row.id,
    openingId: row.opening_id,
    job: row.job,
    area: row.area,
    location: row.location,
    employee: { badge: row.badge, fullName: row.full_name },
    email: row.email,
    phone: row.phone,
    workSchedule: row.work_schedule,
    startTime: row.start_time,
    endTime: row.end_time,
    resumeName: row.resume_name,
    resumeUrl: resumePath(row.id),
    status: row.status,
    note: row.note,
    createdAt: row.created_at,
    statusChangedAt: row.status_changed_at,
    history: history.get(row.id) ?? [],
  }));
}

async function readOne(q: Q, id: number): Promise<Application> {
  const row = await findOr404(
    selectApplications(q).where('growth_applications.id', '=', id),
    say('application.notFound'),
  );
  const [application] = await withHistory(q, [row]);
  return application!;
}

/** One row of the history: the submission (from null) or an owner's move. */
const recordChange = (
  trx: Transaction<Database>,
  change: {
    applicationId: number;
    from: ApplicationStatus | null;
    to: ApplicationStatus;
    note: string;
    by: number | null;
    at: string;
  },
) =>
  trx
    .insertInto('growth_application_status_changes')
    .values({
      application_id: change.applicationId,
      from_status: change.from,
      to_status: change.to,
      note: change.note,
      changed_by: change.by,
      changed_at: change.at,
    })
    .execute();

export function createApplicationRepository(db: DB) {
  return {
    /**
     * The caller applies to an opening with their résumé: the badge must be theirs, every
     * eligibility rule is checked again in the write's transaction (the employee's row locked,
     * so their concurrent submits queue), the résumé is stored in it and the applicant notified in
     * it. A concurrent duplicate that still reaches the unique index is the same 409.
     */
    async create(
      user: ApiUser,
      body: ApplicationMultipart,
      files: readonly Upload[],
      now = new Date(),
    ): Promise<Application> {
      if (body.badge !== user.employeeid) {
        throw new HttpError(403, say('application.otherEmployee'), {
          badge: say('application.otherEmployeeField'),
        });
      }
      const resume = files.find((file) => file.field === RESUME_FIELD);
      if (!resume) {
        throw new RequestValidationError({ [RESUME_FIELD]: say('application.resumeRequired') });
      }
      try {
        const id = await writeTransaction(db, async (trx) => {
          const employee = await growthEmployee(trx, user.employeeid);
          await forUpdate(
            trx,
            trx.selectFrom('employees').select('id').where('id', '=', employee.id),
          ).execute();
          const opening = await findOr404(
            trx.selectFrom('growth_openings').selectAll().where('id', '=', body.openingId),
            new RequestValidationError({ openingId: say('opening.notFound') }),
          );
          const [reason] = await ineligibility(trx, employee, opening, calendarDay(now));
          if (reason) throw new HttpError(409, reason.message, { openingId: reason.message });
          const [stored] = await storeDocuments(trx, user, [resume]);
          const at = now.toISOString();
          const { id } = await trx
            .insertInto('growth_applications')
            .values({
              opening_id: opening.id,
              employee_id: employee.id,
              email: body.email,
              phone: body.phone,
              job: opening.title,
              work_schedule: body.workSchedule || opening.work_schedule,
              start_time: body.startTime || opening.start_time,
              end_time: body.endTime || opening.end_time,
              resume_file_id: stored!.id,
              resume_name: body.resumeName || stored!.name,
              status: 'submitted',
              note: '',
              created_at: at,
              status_changed_at: at,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await recordChange(trx, {
            applicationId: id,
            from: null,
            to: 'submitted',
            note: '',
            by: employee.id,
            at,
          });
          await notify(
            trx,
            employee.id,
            {
              kind: 'growth-application',
              title: 'Postulación recibida',
              body: `Recibimos su postulación a «${opening.title}». Le avisaremos cada vez que cambie de estado.`,
              link: MY_METRICS,
            },
            now,
          );
          return id;
        });
        return await readOne(db, id);
      } catch (error) {
        if (!isUniqueViolation(error, UNIQUE)) throw error;
        const opening = await db
          .selectFrom('growth_openings')
          .select('title')
          .where('id', '=', body.openingId)
          .executeTakeFirst();
        const refusal = say('eligibility.alreadyApplied', { title: opening?.title ?? body.job });
        throw new HttpError(409, refusal, { openingId: refusal });
      }
    },

    /** The employee's applications, newest first, with their history. */
    async mine({ employeeID, page, perPage }: MyApplicationsQuery): Promise<Page<Application>> {
      const employee = await growthEmployee(db, employeeID);
      const { rows, total } = await pagedList(
        { page, perPage, sort: 'createdAt', order: 'DESC' },
        {
          base: applicationsQuery(db).where('growth_applications.employee_id', '=', employee.id),
          select: (b) => b.select([...applicationColumns]),
          sort: { createdAt: 'growth_applications.created_at' },
          tieBreaker: 'growth_applications.id',
        },
      );
      return { rows: await withHistory(db, rows), total };
    },

    /** The résumé's file id for its applicant or an owner; 404 for anyone else. */
    async resumeFile(user: ApiUser, id: number): Promise<string> {
      const row = await findOr404(
        db
          .selectFrom('growth_applications')
          .select(['employee_id', 'resume_file_id'])
          .where('id', '=', id),
        say('application.notFound'),
      );
      if (row.employee_id !== Number(user.sub) && !isOwnerOf('growth', user.role)) {
        throw new HttpError(404, say('application.notFound'));
      }
      return row.resume_file_id;
    },

    /** The owners' list, filtered and sorted in SQL. */
    async list({ sort, range, filter }: ApplicationListQuery): Promise<Page<Application>> {
      let base = applicationsQuery(db);
      if (filter.id) base = base.where('growth_applications.id', 'in', filter.id);
      if (filter.status) base = base.where('growth_applications.status', '=', filter.status);
      if (filter.openingId)
        base = base.where('growth_applications.opening_id', '=', filter.openingId);
      if (filter.from)
        base = base.where('growth_applications.created_at', '>=', dayStartUtc(filter.from));
      if (filter.to)
        base = base.where(
          'growth_applications.created_at',
          '<',
          dayStartUtc(addDays(filter.to, 1)),
        );
      if (filter.q) {
        const term = filter.q;
        base = base.where((eb) =>
          eb.or([
            containsText(db, eb.ref('employees.full_name'), term),
            startsWith(eb.ref('employees.badge'), term),
            containsText(db, eb.ref('growth_applications.job'), term),
          ]),
        );
      }
      const { rows, total } = await pagedList(
        { sort, range, filter },
        {
          base,
          select: (b) => b.select([...applicationColumns]),
          sort: {
            createdAt: 'growth_applications.created_at',
            statusChangedAt: 'growth_applications.status_changed_at',
            status: 'growth_applications.status',
            job: 'growth_applications.job',
            employee: 'employees.full_name',
          },
          tieBreaker: 'growth_applications.id',
        },
      );
      return { rows: await withHistory(db, rows), total };
    },

    one: (id: number) => readOne(db, id),

    /**
     * An owner moves an application along the workflow: the row locked, the move checked against
     * its status now (two owners at once: the second finds it moved and gets 409), a history row,
     * the audit and the applicant's notification in the same transaction.
     */
    async move(
      user: ApiUser,
      id: number,
      { status, note, from }: ApplicationMoveBody,
      now = new Date(),
    ): Promise<Application> {
      await writeTransaction(db, async (trx) => {
        const before = await lockOr404(
          trx,
          trx.selectFrom('growth_applications').selectAll().where('id', '=', id),
          say('application.notFound'),
        );
        if (from !== undefined && from !== before.status) {
          throw new HttpError(
            409,
            say('application.movedMeanwhile', { status: say(`status.${before.status}`) }),
          );
        }
        if (!canMove(before.status, status)) {
          const refusal = say('application.moveNotAllowed', {
            from: say(`status.${before.status}`),
            to: say(`status.${status}`),
          });
          throw new HttpError(409, refusal, { status: refusal });
        }
        const at = now.toISOString();
        const set = { status, note, status_changed_at: at };
        await trx.updateTable('growth_applications').set(set).where('id', '=', id).execute();
        const by = Number(user.sub);
        await recordChange(trx, {
          applicationId: id,
          from: before.status,
          to: status,
          note,
          by: Number.isInteger(by) ? by : null,
          at,
        });
        await recordAudit(trx, {
          actor: user,
          entity: ENTITY,
          entityId: id,
          // The job names the record in the trail; only status and note change.
          before: { job: before.job, status: before.status, note: before.note },
          after: { job: before.job, status, note },
        });
        await notify(
          trx,
          before.employee_id,
          {
            kind: 'growth-application-status',
            title: 'Su postulación cambió de estado',
            body:
              `Su postulación a «${before.job}» ahora está: ${statusInSpanish(status)}.` +
              (note ? ` ${note}` : ''),
            link: MY_METRICS,
          },
          now,
        );
      });
      return readOne(db, id);
    },
  };
}
