import type { Kysely } from 'kysely';
import { createUniqueNameIndex } from '../uniqueName';

/**
 * Modules and roles are picked by name on the Configuration screens: a module's name once, a
 * role's once within its module (every module has its 'User' and 'Owner'), ignoring case.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createUniqueNameIndex(db, {
    table: 'modules',
    index: 'modules_name_unique',
    maxLength: 100,
  });
  await createUniqueNameIndex(db, {
    table: 'roles',
    index: 'roles_module_name_unique',
    maxLength: 100,
    scope: 'module_id',
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('roles_module_name_unique').execute();
  await db.schema.dropIndex('modules_name_unique').execute();
}
