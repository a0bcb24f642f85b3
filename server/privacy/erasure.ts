import { sql } from 'kysely';
import type { Language } from '../../contracts/language';
import type { ErasedTable, ErasureResult } from '../../contracts/privacy/myData';
import type { ApiUser } from '../auth/apiTokens';
import { actorEmployeeId, recordAudit } from '../audit/audit';
import type { DB } from '../db';
import { writeTransaction } from '../db/transaction';
import { HttpError } from '../http/errors';
import type { ServerModule } from '../modules/types';
import { declaredTables, loose, ofPerson } from './declared';
import { say } from './i18n';
import { deleteFiles, filesOf } from './retention';

/**
 * Erases one person as every module declares: deletes or anonymises their rows, keeps what the
 * law keeps and says why, deletes the files of deleted rows; one audit row. Only a person who
 * left is erased (deactivated first), and an administrator never erases themselves. The tables are walked
 * last declared first, so a request's history goes before the request and every row before the
 * employee's own row is anonymised. The kept tables' reasons are in the reader's `language`.
 */
export async function erasePerson(
  db: DB,
  modules: readonly ServerModule[],
  actor: ApiUser,
  employeeId: number,
  now: Date,
  language: Language,
): Promise<ErasureResult> {
  if (actorEmployeeId(actor) === employeeId) throw new HttpError(409, say('ownErasure'));
  return writeTransaction(db, async (trx) => {
    const person = await trx
      .selectFrom('employees')
      .select(['id', 'full_name', 'active'])
      .where('id', '=', employeeId)
      .executeTakeFirst();
    if (!person)
      throw new HttpError(404, say('employeeNotFound'), { employeeId: say('employeeNotFound') });
    if (Number(person.active) === 1) throw new HttpError(409, say('stillActive'));
    const declared = declaredTables(modules);
    const tables: ErasedTable[] = [];
    let filesDeleted = 0;
    for (const table of [...declared].reverse()) {
      const where = ofPerson(declared, table, employeeId);
      const { erasure } = table;
      const entry = { module: table.module, table: table.table, reason: null };
      if (erasure.erase === 'keep') {
        const { count } = await loose(trx)
          .selectFrom(table.table)
          .select(sql<number>`count(*)`.as('count'))
          .where(() => where)
          .executeTakeFirstOrThrow();
        tables.push({
          ...entry,
          rows: Number(count),
          action: 'kept',
          reason: erasure.reason[language],
        });
      } else if (erasure.erase === 'delete') {
        const fileIds = await filesOf(trx, table, table.files ?? [], where);
        // Children were walked before their parent: what is left of them is kept rows'.
        const { numDeletedRows } = await loose(trx)
          .deleteFrom(table.table)
          .where(() => where)
          .executeTakeFirst();
        filesDeleted += await deleteFiles(trx, fileIds);
        tables.push({ ...entry, rows: Number(numDeletedRows), action: 'deleted' });
      } else {
        const { numUpdatedRows } = await loose(trx)
          .updateTable(table.table)
          .set(erasure.columns)
          .where(() => where)
          .executeTakeFirst();
        tables.push({ ...entry, rows: Number(numUpdatedRows), action: 'anonymised' });
      }
    }
    const result = {
      employeeId,
      fullName: person.full_name,
      tables: tables.reverse(),
      filesDeleted,
    };
    await recordAudit(
      trx,
      {
        actor,
        entity: 'personal_data',
        entityId: employeeId,
        before: { fullName: person.full_name },
        after: null,
      },
      now,
    );
    return result;
  });
}
