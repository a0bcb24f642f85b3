import type { Kysely } from 'kysely';
import type { RoleSummary, RoleUpdateBody } from '../../../contracts/permissions/permissions';
import type { Actor } from '../../audit/audit';
import { SYSTEM_ADMIN } from '../../auth/access';
import type { DB } from '../../db';
import type { Database } from '../../db/schema';
import { lockByIdOr404, writeTransaction } from '../../db/transaction';
import { HttpError } from '../../http/errors';
import { findOr404, type SelectedRow } from '../../db/lookup';
import { say } from './i18n';
import { uniqueNameWrite } from '../../db/uniqueName';
import { renameOrToggle, UNIQUE_NAMES } from './renameOrToggle';

type Q = Kysely<Database>;

/** Roles with their module and the number of active assignments of active employees. */
function roleQuery(q: Q) {
  return q
    .selectFrom('roles')
    .innerJoin('modules', 'modules.id', 'roles.module_id')
    .select((eb) => [
      'roles.id',
      'roles.code',
      'roles.name',
      'roles.active',
      'roles.module_id',
      'modules.code as module_code',
      'modules.name as module_name',
      eb
        .selectFrom('role_users')
        .innerJoin('employees', 'employees.id', 'role_users.employee_id')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('role_users.role_id', '=', 'roles.id')
        .where('role_users.active', '=', 1)
        .where('employees.active', '=', 1)
        .as('user_count'),
    ]);
}
type RoleRow = SelectedRow<typeof roleQuery>;

const toRoleSummary = (row: RoleRow): RoleSummary => ({
  id: row.id,
  code: row.code,
  name: row.name,
  active: Boolean(row.active),
  moduleId: row.module_id,
  moduleCode: row.module_code,
  moduleName: row.module_name,
  userCount: Number(row.user_count ?? 0),
});

/** What the audit trail keeps of a role. */
const roleSnapshot = (r: {
  id: number;
  code: string;
  name: string;
  module_id: number;
  active: number;
}) => ({ id: r.id, code: r.code, name: r.name, moduleId: r.module_id, active: Boolean(r.active) });

/** The roles of these modules, by module id, in code order. */
export async function rolesOfModules(
  q: Q,
  moduleIds: number[],
): Promise<Map<number, RoleSummary[]>> {
  const byModule = new Map<number, RoleSummary[]>(moduleIds.map((id) => [id, []]));
  if (moduleIds.length === 0) return byModule;
  const rows = await roleQuery(q)
    .where('roles.module_id', 'in', moduleIds)
    .orderBy('roles.code')
    .execute();
  for (const row of rows) byModule.get(row.module_id)?.push(toRoleSummary(row));
  return byModule;
}

/** The roles of the portal's modules: renamed or (de)activated by System_Admin, audited. */
export function createRoleRepository(db: DB) {
  async function roleByCode(code: string): Promise<RoleSummary> {
    const row = await findOr404(roleQuery(db).where('roles.code', '=', code), say('role.notFound'));
    return toRoleSummary(row);
  }

  return {
    /** GET /Role/GetByCode/{code} */
    byCode: roleByCode,

    /** PUT /Role/Update: rename or (de)activate; audited as entity 'role'. */
    async update(actor: Actor, body: RoleUpdateBody): Promise<RoleSummary> {
      const code = await uniqueNameWrite(UNIQUE_NAMES.roles, body.name, () =>
        writeTransaction(db, async (trx) => {
          const before = await lockByIdOr404(trx, 'roles', body.id, say('role.notFound'));
          if (before.code === SYSTEM_ADMIN && !body.active) {
            throw new HttpError(409, say('role.adminStaysActive'));
          }
          await renameOrToggle(trx, actor, {
            table: 'roles',
            entity: 'role',
            before,
            body,
            snapshot: roleSnapshot,
          });
          return before.code;
        }),
      );
      return roleByCode(code);
    },
  };
}
