import { uniqueNameMigration } from '../uniqueName';

/**
 * Modules and roles are picked by name on the Configuration screens: a module's name once, a
 * role's once within its module (every module has its 'User' and 'Owner'), ignoring case.
 */
export const { up, down } = uniqueNameMigration(
  { table: 'modules', index: 'modules_name_unique', maxLength: 100 },
  { table: 'roles', index: 'roles_module_name_unique', maxLength: 100, scope: 'module_id' },
);
