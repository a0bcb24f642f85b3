import type { Kysely } from 'kysely';
import { addDays, calendarDay, dayStartUtc } from '../../../contracts/calendar';
import { isOwnerOf } from '../../../contracts/catalogue';
import {
  type Application,
  type ApplicationListQuery,
  type ApplicationMoveBody,
  type ApplicationMultipart,
  type ApplicationStatus,
  type ApplicationStatusChange,
  applicationWorkflow,
  type MyApplicationsQuery,
  RESUME_FIELD,
} from '../../../contracts/growth/growth';
import type { ApiUser } from '../../auth/apiTokens';
import type { DB } from '../../db';
import { isUniqueViolation } from '../../db/errors';
import { findOr404, type SelectedRow } from '../../db/lookup';
import type { Database } from '../../db/schema';
import { employeeMatches, containsText } from '../../db/text';
import { forUpdate, writeTransaction } from '../../db/transaction';
import { requiredUpload, storeDocuments, type Upload } from '../../files/storage';
import { HttpError, RequestValidationError } from '../../http/errors';
import { renderMessage } from '../../http/messages';
import { type Page, pagedList } from '../../http/paging';
import { notify } from '../../notifications/service';
import type { ReadSubject } from '../../privacy/reads';
import { statusWorkflow } from '../../workflow/statusWorkflow';
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
type ApplicationRow = SelectedRow<typeof selectApplications>;

/** The status workflow: moves, their history and audit (the refusals in the module's words). */
const workflow = statusWorkflow({
  workflow: applicationWorkflow,
  table: 'growth_applications',
  history: { table: 'growth_application_status_changes', column: 'application_id' },
  words: {
    notFound: say('application.notFound'),
    status: (status) => say(`status.${status}`),
    stale: (current) => say('application.movedMeanwhile', { status: current }),
    notAllowed: (from, to) => say('application.moveNotAllowed', { from, to }),
  },
  // The growth portal reads the stale refusal's message only.
  audit: {
    entity: ENTITY,
    // The job names the record in the trail; only status and note change.
    before: (row) => ({ job: row.job, status: row.status, note: row.note }),
    after: (row, move) => ({ job: row.job, status: move.status, note: move.note }),
  },
});

/** The applications of these rows, each with its status history (oldest first). */
async function withHistory(q: Q, rows: ApplicationRow[]): Promise<Application[]> {
  const changes = await workflow.historyOf(
    q,
    rows.map((row) => row.id),
  );
  const historyOf = (id: number): ApplicationStatusChange[] =>
    (changes.get(id) ?? []).map((change) => ({
      from: change.from,
      to: change.to,
      note: change.note,
      changedBy: change.changedBy?.fullName ?? '',
      changedAt: change.changedAt,
    }));
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
    history: historyOf(row.id),
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
      const resume = requiredUpload(files, RESUME_FIELD, say('application.resumeRequired'));
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
          await workflow.recordChange(trx, {
            recordId: id,
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
    async resumeFile(user: ApiUser, id: number): Promise<{ fileId: string } & ReadSubject> {
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
      return { fileId: row.resume_file_id, employeeId: row.employee_id, recordId: id };
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
            ...employeeMatches(db, term),
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
      move: ApplicationMoveBody,
      now = new Date(),
    ): Promise<Application> {
      await workflow.move(db, user, id, move, {
        set: ({ note }) => ({ note }),
        effects: (trx, { before }) =>
          notify(
            trx,
            before.employee_id,
            {
              kind: 'growth-application-status',
              title: 'Su postulación cambió de estado',
              body:
                `Su postulación a «${before.job}» ahora está: ${statusInSpanish(move.status)}.` +
                (move.note ? ` ${move.note}` : ''),
              link: MY_METRICS,
            },
            now,
          ),
        now,
      });
      return readOne(db, id);
    },
  };
}
