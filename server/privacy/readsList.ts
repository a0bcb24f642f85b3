import { type SelectQueryBuilder, sql } from 'kysely';
import type {
  MyRecordReadsQuery,
  RecordKind,
  RecordRead,
  RecordReadEntry,
  RecordReadQuery,
} from '../../contracts/privacy/reads';
import type { ApiUser } from '../auth/apiTokens';
import type { DB } from '../db';
import { findOr404 } from '../db/lookup';
import type { Database } from '../db/schema';
import { containsText } from '../db/text';
import { mapPage, newestFirstPage, type Page, pagedList } from '../http/paging';
import { say } from './readsI18n';

/** The columns of a read with its reader's name (a reader no longer an employee has none). */
const readColumns = <Q extends SelectQueryBuilder<Database, 'record_reads', object>>(query: Q) =>
  query
    .leftJoin('employees as reader', 'reader.id', 'record_reads.reader_employee_id')
    .select([
      'record_reads.id',
      'record_reads.at',
      'record_reads.reader_username',
      'record_reads.reader_roles',
      'record_reads.what',
      'record_reads.record_id',
      'record_reads.screen',
      'reader.full_name as reader_name',
    ]);

type ReadRow = Awaited<
  ReturnType<
    ReturnType<
      typeof readColumns<SelectQueryBuilder<Database, 'record_reads', object>>
    >['executeTakeFirstOrThrow']
  >
>;

const toRead = (row: ReadRow): RecordRead => ({
  id: row.id,
  at: row.at,
  reader: { username: row.reader_username, fullName: row.reader_name },
  readerRoles: row.reader_roles === '' ? [] : row.reader_roles.split(','),
  what: row.what as RecordKind,
  recordId: row.record_id,
  screen: row.screen,
});

/** Who read the caller's records, newest first. */
export async function readsOfMine(
  db: DB,
  user: ApiUser,
  { size, offset }: MyRecordReadsQuery,
): Promise<Page<RecordRead>> {
  const page = await newestFirstPage(
    { size, offset },
    {
      base: db
        .selectFrom('record_reads')
        .where('record_reads.subject_employee_id', '=', Number(user.sub)),
      select: readColumns,
      createdAt: 'record_reads.at',
      tieBreaker: 'record_reads.id',
    },
  );
  return mapPage(page, toRead);
}

/** An administrator's columns: the read's, and whose records they were. */
const entryColumns = <Q extends SelectQueryBuilder<Database, 'record_reads', object>>(query: Q) =>
  readColumns(query)
    .innerJoin('employees as subject', 'subject.id', 'record_reads.subject_employee_id')
    .select(['subject.username as subject_username', 'subject.full_name as subject_name']);

type EntryRow = ReadRow & { subject_username: string; subject_name: string };

const toEntry = (row: EntryRow): RecordReadEntry => ({
  ...toRead(row),
  subject: { username: row.subject_username, fullName: row.subject_name },
});

/** Every read, filtered and sorted in SQL (the administrators' audit screen). */
export async function listRecordReads(
  db: DB,
  query: RecordReadQuery,
): Promise<Page<RecordReadEntry>> {
  const { filter } = query;
  let base = db.selectFrom('record_reads');
  if (filter.id) base = base.where('record_reads.id', 'in', filter.id);
  if (filter.what) base = base.where('record_reads.what', '=', filter.what);
  if (filter.reader)
    base = base.where(
      containsText(db, sql.ref<string>('record_reads.reader_username'), filter.reader),
    );
  if (filter.subject) {
    const term = filter.subject;
    base = base.where('record_reads.subject_employee_id', 'in', (eb) =>
      eb
        .selectFrom('employees')
        .select('employees.id')
        .where((inner) =>
          inner.or([
            containsText(db, sql.ref<string>('employees.username'), term),
            containsText(db, sql.ref<string>('employees.full_name'), term),
          ]),
        ),
    );
  }
  const page = await pagedList(query, {
    base,
    select: entryColumns,
    sort: { at: 'record_reads.at', what: 'record_reads.what' },
    tieBreaker: 'record_reads.id',
  });
  return mapPage(page, (row) => toEntry(row as EntryRow));
}

/** One read, or 404. */
export async function recordReadEntry(db: DB, id: number): Promise<RecordReadEntry> {
  const row = await findOr404(
    entryColumns(db.selectFrom('record_reads')).where('record_reads.id', '=', id),
    say('notFound'),
  );
  return toEntry(row as EntryRow);
}
