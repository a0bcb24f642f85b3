import { type RawBuilder, sql } from 'kysely';
import { catalogue } from '../../../contracts/catalogue';
import type { Language } from '../../../contracts/language';
import { catalogueNames } from '../../../contracts/permissions/names';
import type { ListParams } from '../../../contracts/listQuery';
import type {
  ModuleUpdateBody,
  ModuleWithRoles,
  RoleSummary,
} from '../../../contracts/permissions/permissions';
import type { Actor } from '../../audit/audit';
import { SYSTEM_ADMIN } from '../../auth/access';
import type { DB } from '../../db';
import { containsText, folded } from '../../db/text';
import { lockByIdOr404, writeTransaction } from '../../db/transaction';
import { HttpError } from '../../http/errors';
import { mapPage, type Page, pagedList } from '../../http/paging';
import { rolesOfModules } from './roles';
import { findOr404 } from '../../db/lookup';
import { say } from './i18n';
import { uniqueNameWrite } from '../../db/uniqueName';
import { renameOrToggle, UNIQUE_NAMES } from './renameOrToggle';

/**
 * A module's name as the portal shows it in `language`: the catalogue's translation while the
 * stored name is the one it was seeded with, else the administrator's own name.
 */
function shownModuleName(language: Language): RawBuilder<string> {
  const seeded = Object.values(catalogue).map(
    ({ code, name }) =>
      sql`when ${sql.ref('modules.code')} = ${code} and ${sql.ref('modules.name')} = ${name} then ${
        catalogueNames[language].modules[code] ?? name
      }`,
  );
  return sql<string>`case ${sql.join(seeded, sql` `)} else ${sql.ref('modules.name')} end`;
}

/** What the audit trail keeps of a module. */
const moduleSnapshot = (m: { id: number; code: string; name: string; active: number }) => ({
  id: m.id,
  code: m.code,
  name: m.name,
  active: Boolean(m.active),
});

/** The portal's modules, each with its roles: renamed or (de)activated by System_Admin. */
export function createModuleRepository(db: DB) {
  async function moduleWithRoles(id: number): Promise<ModuleWithRoles> {
    const module = await findOr404(
      db.selectFrom('modules').select(['id', 'code', 'name', 'active']).where('id', '=', id),
      say('module.notFound'),
    );
    return {
      ...moduleSnapshot(module),
      roles: (await rolesOfModules(db, [id])).get(id) ?? [],
    };
  }

  return {
    /**
     * GET /Module/GetAll/: a page of modules (`q`: name or code contains), each with its roles;
     * by name in the order of the names the caller reads (`language`).
     */
    async list(
      params: ListParams<'name' | 'code' | 'active'>,
      language: Language,
    ): Promise<Page<ModuleWithRoles>> {
      let base = db.selectFrom('modules');
      const { q } = params;
      if (q) {
        base = base.where((eb) =>
          eb.or([
            containsText(db, eb.ref('modules.name'), q),
            containsText(db, eb.ref('modules.code'), q),
          ]),
        );
      }
      const page = await pagedList(params, {
        base,
        select: (query) =>
          query.select(['modules.id', 'modules.code', 'modules.name', 'modules.active']),
        sort: {
          name: folded(db, shownModuleName(language)),
          code: 'modules.code',
          active: 'modules.active',
        },
        tieBreaker: 'modules.id',
      });
      const roles = await rolesOfModules(
        db,
        page.rows.map((m) => m.id),
      );
      return mapPage(page, (m) => ({ ...moduleSnapshot(m), roles: roles.get(m.id) ?? [] }));
    },

    /** GET /Module/GetRolesByModule?moduleCode= */
    async roles(moduleCode: string): Promise<RoleSummary[]> {
      const module = await findOr404(
        db.selectFrom('modules').select('id').where('code', '=', moduleCode),
        say('module.notFound'),
      );
      return (await rolesOfModules(db, [module.id])).get(module.id) ?? [];
    },

    /** PUT /Module/Update: rename or (de)activate; audited as entity 'module'. */
    async update(actor: Actor, body: ModuleUpdateBody): Promise<ModuleWithRoles> {
      await uniqueNameWrite(UNIQUE_NAMES.modules, body.name, () =>
        writeTransaction(db, async (trx) => {
          const before = await lockByIdOr404(trx, 'modules', body.id, say('module.notFound'));
          if (before.active && !body.active) {
            const holdsAdmin = await trx
              .selectFrom('roles')
              .select('id')
              .where('module_id', '=', body.id)
              .where('code', '=', SYSTEM_ADMIN)
              .executeTakeFirst();
            if (holdsAdmin) throw new HttpError(409, say('module.holdsAdmin'));
          }
          await renameOrToggle(trx, actor, {
            table: 'modules',
            entity: 'module',
            before,
            body,
            snapshot: moduleSnapshot,
          });
        }),
      );
      return moduleWithRoles(body.id);
    },
  };
}
