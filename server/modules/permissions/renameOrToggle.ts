import type { Transaction } from 'kysely';
import { type Actor, updateAudited } from '../../audit/audit';
import { flag } from '../../db/flags';
import type { Database } from '../../db/schema';
import { assertNameFree, type UniqueName } from '../../db/uniqueName';
import { say } from './i18n';

/** A module's name once; a role's once within its module (0017). */
export const UNIQUE_NAMES = {
  modules: {
    table: 'modules',
    indexes: ['modules_name_unique'],
    refusal: {
      taken: (name) => say('module.duplicate', { name }),
      reason: say('module.nameTaken'),
    },
    field: 'name',
  },
  roles: {
    table: 'roles',
    indexes: ['roles_module_name_unique'],
    refusal: { taken: (name) => say('role.duplicate', { name }), reason: say('role.nameTaken') },
    field: 'name',
    scope: 'module_id',
  },
} satisfies Record<string, UniqueName>;

/**
 * What PUT /Module/Update and PUT /Role/Update change: the name and the active flag of the locked
 * row `before`, audited; a save that changes nothing writes nothing.
 */
export async function renameOrToggle<
  Row extends { name: string; active: number; module_id?: number },
>(
  trx: Transaction<Database>,
  actor: Actor,
  {
    table,
    entity,
    before,
    body,
    snapshot,
  }: {
    table: 'modules' | 'roles';
    entity: string;
    before: Row;
    body: { id: number; name: string; active: boolean };
    snapshot: (row: Row) => unknown;
  },
): Promise<void> {
  const after = { ...before, name: body.name, active: flag(body.active) };
  if (after.name === before.name && after.active === before.active) return;
  if (after.name !== before.name) {
    await assertNameFree(trx, UNIQUE_NAMES[table], body.name, {
      except: body.id,
      scope: before.module_id,
    });
  }
  await updateAudited(trx, actor, {
    table,
    entity,
    id: body.id,
    set: { name: after.name, active: after.active },
    before: snapshot(before),
    after: snapshot(after),
  });
}
