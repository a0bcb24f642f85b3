import type { DB } from '../../db';

/** Employee lookups the sign-in needs; roles come from the permission tables (module → role → user). */
export function createEmployeeRepository(db: DB) {
  return {
    findActiveByUsername(username: string) {
      return db
        .selectFrom('employees')
        .select(['id', 'badge', 'username', 'email', 'full_name'])
        .where('username', '=', username.toLowerCase())
        .where('active', '=', 1)
        .executeTakeFirst();
    },
    findActiveById(id: number) {
      return db
        .selectFrom('employees')
        .select(['id', 'badge', 'username', 'email', 'full_name'])
        .where('id', '=', id)
        .where('active', '=', 1)
        .executeTakeFirst();
    },
    async roleCodes(employeeId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('role_users')
        .innerJoin('roles', 'roles.id', 'role_users.role_id')
        .innerJoin('modules', 'modules.id', 'roles.module_id')
        .select('roles.code')
        .where('role_users.employee_id', '=', employeeId)
        .where('role_users.active', '=', 1)
        .where('roles.active', '=', 1)
        .where('modules.active', '=', 1)
        .orderBy('roles.code')
        .execute();
      return rows.map((r) => r.code);
    },
  };
}
export type EmployeeRepository = ReturnType<typeof createEmployeeRepository>;
