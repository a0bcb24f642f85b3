import { strToU8, Zip, ZipDeflate } from 'fflate';
import { DATA_EXPORT_DAYS, type DataExportState } from '../../contracts/privacy/myData';
import { dayInWords } from '../../contracts/calendar';
import type { ApiUser } from '../auth/apiTokens';
import { recordAudit } from '../audit/audit';
import type { DocumentsConfig } from '../config';
import type { DB } from '../db';
import { writeTransaction } from '../db/transaction';
import { HttpError } from '../http/errors';
import { renderMessage } from '../http/messages';
import type { ScheduledJob } from '../jobs/jobs';
import type { ServerModule } from '../modules/types';
import { notifyPerson } from '../notifications/preferences';
import { declaredTables, loose, ofPerson } from './declared';
import { privacyMessages, say } from './i18n';

/** Where the portal shows the download. */
export const MY_DATA_PATH = '/MisDatos';

const DAY = 86_400_000;

/** A file of the download: its path inside the ZIP and its bytes. */
interface Entry {
  name: string;
  data: Uint8Array;
}

/**
 * Every row each module declares as the person's, one JSON per module (`<module>.json`: table →
 * rows, the withheld columns left out), their files (`<module>/files/<id>-<name>`) and the
 * documents the modules produce for them (`<module>/<name>`), in the modules' order.
 */
export async function* personalEntries(
  db: DB,
  modules: readonly ServerModule[],
  employeeId: number,
  documents: DocumentsConfig,
): AsyncGenerator<Entry> {
  const declared = declaredTables(modules);
  for (const module of modules) {
    const data = module.personalData;
    if (!data) continue;
    const tables: Record<string, unknown[]> = {};
    const fileIds = new Set<string>();
    for (const table of declared.filter((entry) => entry.module === module.name)) {
      const rows = await loose(db)
        .selectFrom(table.table)
        .selectAll()
        .where(() => ofPerson(declared, table, employeeId))
        .execute();
      const withheld = new Set(table.withhold ?? []);
      tables[table.table] = rows.map((row) =>
        Object.fromEntries(Object.entries(row).filter(([column]) => !withheld.has(column))),
      );
      for (const row of rows) {
        for (const column of table.files ?? []) {
          if (row[column] !== null && row[column] !== undefined) fileIds.add(String(row[column]));
        }
      }
    }
    yield { name: `${module.name}.json`, data: strToU8(JSON.stringify(tables, null, 2)) };
    if (fileIds.size > 0) {
      const files = await db
        .selectFrom('files')
        .select(['id', 'name', 'data'])
        .where('id', 'in', [...fileIds])
        .execute();
      for (const file of files) {
        yield { name: `${module.name}/files/${file.id}-${file.name}`, data: file.data };
      }
    }
    for (const document of (await data.documents?.(db, employeeId, documents)) ?? []) {
      yield { name: `${module.name}/${document.name}`, data: document.data };
    }
  }
}

/**
 * The ZIP of the person's data, written entry by entry through fflate's streaming `Zip`: a
 * module's rows are compressed and let go before the next module is read.
 */
export async function personalZip(
  db: DB,
  modules: readonly ServerModule[],
  employeeId: number,
  documents: DocumentsConfig,
): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else chunks.push(chunk);
  });
  for await (const entry of personalEntries(db, modules, employeeId, documents)) {
    const file = new ZipDeflate(entry.name, { level: 6 });
    zip.add(file);
    file.push(entry.data, true);
  }
  zip.end();
  if (failure) throw failure;
  return Buffer.concat(chunks);
}

/** What the caller sees of their download at `now`. */
export async function exportState(db: DB, employeeId: number, now: Date): Promise<DataExportState> {
  const row = await db
    .selectFrom('privacy_exports')
    .select(['status', 'requested_at', 'ready_at', 'expires_at', 'size'])
    .where('employee_id', '=', employeeId)
    .executeTakeFirst();
  if (!row)
    return { status: 'none', requestedAt: null, readyAt: null, expiresAt: null, size: null };
  const expired =
    row.status === 'ready' && row.expires_at !== null && row.expires_at <= now.toISOString();
  return {
    status: expired ? 'expired' : row.status,
    requestedAt: row.requested_at,
    readyAt: row.ready_at,
    expiresAt: row.expires_at,
    size: expired ? null : row.size,
  };
}

/**
 * Asks for a new download of the caller's data: replaces an earlier one (409 while one is being
 * prepared). The background job prepares it (`exportJob`).
 */
export async function requestExport(db: DB, employeeId: number, now: Date): Promise<void> {
  await writeTransaction(db, async (trx) => {
    const current = await trx
      .selectFrom('privacy_exports')
      .select('status')
      .where('employee_id', '=', employeeId)
      .executeTakeFirst();
    if (current?.status === 'preparing') throw new HttpError(409, say('exportPreparing'));
    const values = {
      status: 'preparing' as const,
      requested_at: now.toISOString(),
      ready_at: null,
      expires_at: null,
      size: null,
      data: null,
    };
    await trx
      .insertInto('privacy_exports')
      .values({ employee_id: employeeId, ...values })
      .onConflict((conflict) => conflict.column('employee_id').doUpdateSet(values))
      .execute();
  });
}

/**
 * The caller's ZIP while it lasts (404 when none is ready, 410 once expired), each download
 * audited as a read of their data.
 */
export async function downloadExport(
  db: DB,
  user: ApiUser,
  employeeId: number,
  now: Date,
): Promise<{ data: Buffer; fileName: string }> {
  return writeTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('privacy_exports')
      .select(['id', 'status', 'expires_at', 'size', 'data'])
      .where('employee_id', '=', employeeId)
      .executeTakeFirst();
    if (!row || row.status !== 'ready' || !row.data)
      throw new HttpError(404, say('exportNotReady'));
    if (row.expires_at !== null && row.expires_at <= now.toISOString()) {
      throw new HttpError(410, say('exportExpired'));
    }
    await recordAudit(
      trx,
      {
        actor: user,
        entity: 'data_export',
        entityId: row.id,
        before: null,
        after: { size: row.size },
        read: true,
      },
      now,
    );
    return { data: row.data, fileName: `mis-datos-${calendarDayOf(now)}.zip` };
  });
}

const calendarDayOf = (now: Date) => now.toISOString().slice(0, 10);

/** How often the job looks for downloads asked for: a person waits on the page for theirs. */
export const EXPORT_CHECK_SECONDS = 5;

/**
 * Prepares every download asked for: the ZIP, ready for `DATA_EXPORT_DAYS`, and a notice to its
 * person. It runs in statements of its own (`ownTransactions`): the person's rows are read and
 * compressed with no transaction open, so a large history holds neither SQLite's writer nor a
 * PostgreSQL transaction; the ZIP is then stored by one short transaction, only if the download is
 * still the one asked for (same `requested_at`, still preparing). Two instances that build the same
 * download store it once and notify once.
 */
export function exportJob(
  modules: () => readonly ServerModule[],
  documents: () => DocumentsConfig,
): ScheduledJob {
  return {
    name: 'privacy.exports',
    intervalSeconds: EXPORT_CHECK_SECONDS,
    ownTransactions: true,
    async run(db, now) {
      const asked = await db
        .selectFrom('privacy_exports')
        .select(['id', 'employee_id', 'requested_at'])
        .where('status', '=', 'preparing')
        .orderBy('id')
        .execute();
      let prepared = 0;
      for (const { id, employee_id, requested_at } of asked) {
        const data = await personalZip(db, modules(), employee_id, documents());
        if (await storeExport(db, { id, employee_id, requested_at }, data, now)) prepared++;
      }
      return { exports: prepared };
    },
  };
}

/** Stores a prepared ZIP and tells its person, unless another run stored it or it was asked again. */
async function storeExport(
  db: DB,
  asked: { id: number; employee_id: number; requested_at: string },
  data: Buffer,
  now: Date,
): Promise<boolean> {
  const expiresAt = new Date(now.getTime() + DATA_EXPORT_DAYS * DAY);
  return writeTransaction(db, async (trx) => {
    const { numUpdatedRows } = await trx
      .updateTable('privacy_exports')
      .set({
        status: 'ready',
        ready_at: now.toISOString(),
        expires_at: expiresAt.toISOString(),
        size: data.length,
        data,
      })
      .where('id', '=', asked.id)
      .where('status', '=', 'preparing')
      .where('requested_at', '=', asked.requested_at)
      .executeTakeFirst();
    if (Number(numUpdatedRows) === 0) return false;
    await notifyPerson(
      trx,
      asked.employee_id,
      null,
      (language) => ({
        kind: 'data-export',
        title: renderMessage(privacyMessages, say('readyTitle'), language).text,
        body: renderMessage(
          privacyMessages,
          say('readyBody', { until: dayInWords(calendarDayOf(expiresAt), language) }),
          language,
        ).text,
        link: MY_DATA_PATH,
      }),
      now,
    );
    return true;
  });
}
