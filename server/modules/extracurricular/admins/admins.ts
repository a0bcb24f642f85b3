import { sql, type Transaction } from 'kysely';
import { type OwnedModule, ownersOf, usersOf } from '../../../../contracts/catalogue';
import type { RoleHolder, UserRoles } from '../../../../contracts/extracurricular/extracurricular';
import type { ListParams } from '../../../../contracts/listQuery';
import { type Actor, insertAudited, updateAudited } from '../../../audit/audit';
import type { DB } from '../../../db';
import { isUniqueViolation } from '../../../db/errors';
import { findOr400, findOr404 } from '../../../db/lookup';
import type { Database } from '../../../db/schema';
import { containsText, folded } from '../../../db/text';
import { forUpdate, writeTransaction } from '../../../db/transaction';
import { RequestValidationError } from '../../../http/errors';
import { mapPage, type Page, pagedList } from '../../../http/paging';
import { say } from '../i18n';
import type { Upserted } from '../upsert';

/** The family's two administrations: UserAdmin and UserMLTAdmin rows are role assignments. */
const MODULE: OwnedModule = 'extracurricular';
export const ADMIN_ROLE = ownersOf(MODULE).find((role) => role !== 'System_Admin') ?? '';
export const MLT_ROLE =
  usersOf(MODULE).find((role) => role !== ADMIN_ROLE && role !== 'System_Admin') ?? '';

type Holders = ListParams<'name' | 'badge' | 'active' | 'createdAt'> & { active?: boolean };

const toHolder = (row: {
  id: number;
  badge: string;
  name: string;
  active: number;
  createdAt: string;
}): RoleHolder => ({ ...row, fName: row.name, active: row.active === 1 });

/**
 * The administrators of the family as role assignments (`role_users`) of its roles: one
 * permission system, the role reaching the token at the next sign-in.
 */
export function createAdminRepository(db: DB) {
  const holders = (q: DB | Transaction<Database>, role: string) =>
    q
      .selectFrom('role_users as ru')
      .innerJoin('roles as r', 'r.id', 'ru.role_id')
      .innerJoin('employees as e', 'e.id', 'ru.employee_id')
      .where('r.code', '=', role);
  const columns = [
    'ru.id',
    'e.badge',
    'e.full_name as name',
    'ru.active',
    'ru.created_at as createdAt',
  ] as const;
  const one = async (q: DB | Transaction<Database>, role: string, id: number) =>
    toHolder(
      await findOr404(
        holders(q, role)
          .select([...columns])
          .where('ru.id', '=', id),
        say('holder.notFound'),
      ),
    );

  return {
    async list(role: string, params: Holders): Promise<Page<RoleHolder>> {
      let base = holders(db, role);
      if (params.active !== undefined) base = base.where('ru.active', '=', params.active ? 1 : 0);
      if (params.q) {
        const q = params.q;
        base = base.where((eb) =>
          eb.or([
            containsText(db, eb.ref('e.full_name'), q),
            containsText(db, eb.ref('e.badge'), q),
          ]),
        );
      }
      const page = await pagedList(params, {
        base,
        select: (query) => query.select([...columns]),
        sort: {
          name: folded(db, sql.ref('e.full_name')),
          badge: 'e.badge',
          active: 'ru.active',
          createdAt: 'ru.created_at',
        },
        tieBreaker: 'ru.id',
      });
      return mapPage(page, toHolder);
    },

    one: (role: string, id: number) => one(db, role, id),

    /**
     * Upsert of an assignment: id 0 creates it (or takes the employee's existing one), an id
     * changes its active flag; the same values again change nothing. Audited as `role_user`.
     */
    async save(
      actor: Actor,
      role: string,
      { id, badge, active }: { id?: number; badge: string; active: boolean },
    ): Promise<Upserted & { holder: RoleHolder }> {
      const write = () =>
        writeTransaction(db, async (trx) => {
          const employee = await findOr400(
            trx
              .selectFrom('employees')
              .select('id')
              .where('badge', '=', badge)
              .where('active', '=', 1),
            { badge: say('employee.unknown') },
          );
          const roleRow = await trx
            .selectFrom('roles')
            .select('id')
            .where('code', '=', role)
            .executeTakeFirstOrThrow();
          const existing = await forUpdate(
            trx,
            trx
              .selectFrom('role_users')
              .select(['id', 'employee_id', 'active'])
              .where('role_id', '=', roleRow.id)
              .where(id ? 'id' : 'employee_id', '=', id || employee.id),
          ).executeTakeFirst();
          if (id && !existing) await one(trx, role, id);
          if (existing && existing.employee_id !== employee.id) {
            throw new RequestValidationError({ badge: say('holder.otherEmployee') });
          }
          const flag = active ? 1 : 0;
          if (existing) {
            if (existing.active !== flag) {
              const before = await one(trx, role, existing.id);
              await updateAudited(trx, actor, {
                table: 'role_users',
                entity: 'role_user',
                id: existing.id,
                set: { active: flag },
                before,
                after: { ...before, active },
              });
            }
            return { id: existing.id, created: false, holder: await one(trx, role, existing.id) };
          }
          const created = await insertAudited(trx, actor, {
            table: 'role_users',
            entity: 'role_user',
            values: {
              role_id: roleRow.id,
              employee_id: employee.id,
              active: flag,
              created_at: new Date().toISOString(),
            },
          });
          return { id: created, created: true, holder: await one(trx, role, created) };
        });
      try {
        return await write();
      } catch (error) {
        // Two creates of the same assignment at once: the second answers the first's row.
        if (isUniqueViolation(error)) return write();
        throw error;
      }
    },

    /** GetUserRoles: the employee's active roles and what they make of them on this family. */
    async rolesOf(badge: string): Promise<UserRoles> {
      const employee = await findOr404(
        db.selectFrom('employees').select(['id', 'badge', 'full_name']).where('badge', '=', badge),
        say('employee.notFound'),
      );
      const rows = await db
        .selectFrom('role_users as ru')
        .innerJoin('roles as r', 'r.id', 'ru.role_id')
        .select('r.code')
        .where('ru.employee_id', '=', employee.id)
        .where('ru.active', '=', 1)
        .where('r.active', '=', 1)
        .orderBy('r.code')
        .execute();
      const roles = rows.map((row) => row.code);
      return {
        badge: employee.badge,
        name: employee.full_name,
        isAdmin: ownersOf(MODULE).some((owner) => roles.includes(owner)),
        isMLTAdmin: roles.includes(MLT_ROLE),
        roles,
      };
    },
  };
}
