/**
 * Names administrators tell records apart by are unique, ignoring case (server/db/uniqueName.ts):
 * benefit categories, kinds of link, benefits, buildings, campaigns, home menu links, modules and
 * roles (within their module). The service answers 409 naming the field before writing; the
 * unique index turns a concurrent write into the same 409; the migration that adds the indexes
 * numbers names that already clashed. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BenefitCategory, BenefitSummary } from '../../contracts/benefits/benefits';
import type { HomeMenuItem } from '../../contracts/home/settings';
import type { ModuleWithRoles } from '../../contracts/permissions/permissions';
import { isUniqueViolation } from '../../server/db/errors';
import { uniqueNameWrite } from '../../server/db/uniqueName';
import { say } from '../../server/modules/benefits/i18n';
import { HttpError } from '../../server/http/errors';
import { migrations } from '../../server/modules';
import { createTestApp, freshDatabase, type TestApp, testDatabase } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const OWNER = 'benefits.owner';

async function category(name: string): Promise<BenefitCategory> {
  const response = await t.callMultipart(OWNER, 'POST', '/BenefitsCategory', {
    Name: name,
    Order: '5',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<BenefitCategory>();
}

/** The 409 of a name in use: its message, and its reason under the field the form shows it on. */
function expectNameInUse(
  response: { statusCode: number; json: <T>() => T; body: string },
  field: string,
  what: string,
) {
  expect(response.statusCode, response.body).toBe(409);
  expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({
    [field]: `another ${what} has this name`,
  });
}

describe('a name another record has', () => {
  it('is refused for benefit categories, ignoring case, on create and on rename', async () => {
    const travel = await category('Viajes al Caribe');
    const other = await category('Mascotas y veterinarias');
    expectNameInUse(
      await t.callMultipart(OWNER, 'POST', '/BenefitsCategory', {
        Name: 'VIAJES AL CARIBE',
        Order: '1',
      }),
      'Name',
      'benefit category',
    );
    expectNameInUse(
      await t.callMultipart(OWNER, 'PUT', `/BenefitsCategory/${other.id}`, {
        Name: 'viajes al caribe',
        Order: '1',
      }),
      'Name',
      'benefit category',
    );
    // Its own name, in other letters, is no clash.
    const own = await t.callMultipart(OWNER, 'PUT', `/BenefitsCategory/${travel.id}`, {
      Name: 'Viajes al caribe',
      Order: '1',
    });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('is refused for kinds of link and for benefits (ignoring accents too)', async () => {
    const linkKind = await t.callMultipart(OWNER, 'POST', '/BenefitLink', {
      Name: 'Telegram',
      Active: 'true',
    });
    expect(linkKind.statusCode, linkKind.body).toBe(201);
    expectNameInUse(
      await t.callMultipart(OWNER, 'POST', '/BenefitLink', { Name: 'telegram', Active: 'true' }),
      'Name',
      'link',
    );

    const [existing] = (await t.call(OWNER, 'GET', '/Benefits?perPage=1')).json<BenefitSummary[]>();
    const accented = existing!.name.replace(/a/g, 'á').toUpperCase();
    const response = await t.callMultipart(OWNER, 'POST', '/Benefits', {
      idCategory: String(existing!.idCategory),
      name: accented,
      detail: 'Otro nombre para el mismo socio',
      description: '<p>Duplicado</p>',
    });
    expectNameInUse(response, 'name', 'benefit');
  });

  it('is refused for home menu links', async () => {
    const [first] = (await t.call('home.owner', 'GET', '/HomeMenu')).json<HomeMenuItem[]>();
    const response = await t.call('home.owner', 'POST', '/HomeMenu', {
      name: first!.name.toLowerCase(),
      url: 'https://intranet.portal.example.com/otro',
      icon: 'document',
      newTab: true,
      active: true,
    });
    expectNameInUse(response, 'name', 'menu link');
  });

  it('is refused for modules, and for roles within their module only', async () => {
    const modules = (await t.call('admin', 'GET', '/Module/GetAll/?perPage=100')).json<
      ModuleWithRoles[]
    >();
    const benefits = modules.find((m) => m.code === 'BENEFITS')!;
    const sales = modules.find((m) => m.code === 'ASSETS_SALE')!;
    expectNameInUse(
      await t.call('admin', 'PUT', '/Module/Update', {
        id: sales.id,
        name: benefits.name.toUpperCase(),
        active: true,
      }),
      'name',
      'module',
    );

    const [user, owner] = ['Benefits_User', 'Benefits_Owner'].map((code) =>
      benefits.roles.find((role) => role.code === code)!,
    );
    expectNameInUse(
      await t.call('admin', 'PUT', '/Role/Update', {
        id: owner!.id,
        name: user!.name.toLowerCase(),
        active: true,
      }),
      'name',
      'role of this module',
    );
    // Another module's role may have that name.
    const salesRole = sales.roles[0]!;
    const renamed = await t.call('admin', 'PUT', '/Role/Update', {
      id: salesRole.id,
      name: user!.name,
      active: true,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('lets only one of several concurrent creations with one name through', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.callMultipart(OWNER, 'POST', '/BenefitsCategory', { Name: 'Concurrente', Order: '3' }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
  });

  it('meets the unique index when a write skips the check: the same 409', async () => {
    await category('Cines');
    const at = new Date().toISOString();
    const write = () =>
      t.db
        .insertInto('benefit_categories')
        .values({ name: 'CINES', position: 1, created_at: at, updated_at: at })
        .execute();
    const violation = await write().catch((error: unknown) => error);
    expect(isUniqueViolation(violation, 'benefit_categories_name_unique')).toBe(true);

    const refusal = await uniqueNameWrite(
      {
        table: 'benefit_categories',
        indexes: ['benefit_categories_name_unique'],
        field: 'Name',
        refusal: {
          taken: (name) => say('category.duplicate', { name }),
          reason: say('category.nameTaken'),
        },
      },
      'CINES',
      write,
    ).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({
      statusCode: 409,
      refusal: { code: 'benefits.category.duplicate', params: { name: 'CINES' } },
      errors: { Name: { code: 'benefits.category.nameTaken' } },
    });
  });
});

describe('the migration that makes names unique', () => {
  it('keeps the oldest of names that already clash, numbers the others, then refuses a clash', async () => {
    const { db, drop } = await freshDatabase();
    try {
      // Kysely looks for its migration tables in every schema: on PostgreSQL, this test's own.
      const schema =
        testDatabase === 'postgres'
          ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]!
              .schema
          : undefined;
      const migrator = new Migrator({
        db,
        provider: { getMigrations: async () => migrations },
        migrationTableSchema: schema,
      });
      const before = await migrator.migrateTo('0013_files_created_by');
      expect(before.error).toBeUndefined();
      const at = new Date().toISOString();
      const stamps = { created_at: at, updated_at: at };
      const categoryIds = [];
      for (const name of ['Viajes', 'VIAJES', 'viajes', 'Salud']) {
        const { id } = await db
          .insertInto('benefit_categories')
          .values({ name, position: 1, ...stamps })
          .returning('id')
          .executeTakeFirstOrThrow();
        categoryIds.push(id);
      }
      for (const [name, key] of [
        ['Café Britt', 'cafe britt'],
        ['Cafe Britt', 'cafe britt'],
      ]) {
        await db
          .insertInto('benefits')
          .values({
            category_id: categoryIds[0]!,
            name: name!,
            name_key: key!,
            detail: '',
            description: '',
            benefit_info: '',
            active: 1,
            ...stamps,
          })
          .execute();
      }
      const { id: moduleA } = await db
        .insertInto('modules')
        .values({ code: 'A', name: 'Ventas', active: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id: moduleB } = await db
        .insertInto('modules')
        .values({ code: 'B', name: 'ventas', active: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [code, moduleId] of [
        ['A_User', moduleA],
        ['A_Other', moduleA],
        ['B_User', moduleB],
      ] as const) {
        await db
          .insertInto('roles')
          .values({ code, name: 'Usuario', module_id: moduleId, active: 1 })
          .execute();
      }
      // 100 characters: the number replaces its end.
      const long = 'x'.repeat(100);
      for (const name of [long, long.toUpperCase()]) {
        await db
          .insertInto('sales_buildings')
          .values({ name, active: 1, ...stamps })
          .execute();
      }

      const after = await migrator.migrateToLatest();
      expect(after.error).toBeUndefined();

      const categories = await db
        .selectFrom('benefit_categories')
        .select(['id', 'name'])
        .orderBy('id')
        .execute();
      expect(categories.map((c) => c.name)).toEqual([
        'Viajes',
        `VIAJES (${categoryIds[1]})`,
        `viajes (${categoryIds[2]})`,
        'Salud',
      ]);
      const benefits = await db
        .selectFrom('benefits')
        .select(['id', 'name', 'name_key'])
        .orderBy('id')
        .execute();
      expect(benefits[0]).toMatchObject({ name: 'Café Britt', name_key: 'cafe britt' });
      expect(benefits[1]).toMatchObject({
        name: `Cafe Britt (${benefits[1]!.id})`,
        name_key: `cafe britt (${benefits[1]!.id})`,
      });
      const moduleNames = await db
        .selectFrom('modules')
        .select('name')
        .where('id', 'in', [moduleA, moduleB])
        .orderBy('id')
        .execute();
      expect(moduleNames.map((m) => m.name)).toEqual(['Ventas', `ventas (${moduleB})`]);
      const roles = await db
        .selectFrom('roles')
        .select(['code', 'name', 'id'])
        .where('module_id', 'in', [moduleA, moduleB])
        .orderBy('id')
        .execute();
      expect(roles.map((r) => r.name)).toEqual(['Usuario', `Usuario (${roles[1]!.id})`, 'Usuario']);
      const buildings = await db.selectFrom('sales_buildings').select(['id', 'name']).execute();
      const numbered = buildings.find((b) => b.name !== long)!;
      expect(numbered.name).toBe(
        `${'X'.repeat(100 - ` (${numbered.id})`.length)} (${numbered.id})`,
      );

      const clash = await db
        .insertInto('benefit_categories')
        .values({ name: 'SALUD', position: 1, ...stamps })
        .execute()
        .catch((error: unknown) => error);
      expect(isUniqueViolation(clash, 'benefit_categories_name_unique')).toBe(true);
    } finally {
      await drop();
    }
  });
});
