import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BenefitSummary, benefitListQuery } from '../../contracts/benefits/benefits';
import { activeOpeningsQuery, type OpeningSummary } from '../../contracts/growth/growth';
import type { EmployeeSearchResult } from '../../contracts/permissions/permissions';
import type { DB } from '../../server/db';
import { createBenefitRepository } from '../../server/modules/benefits/catalogue/benefits';
import { createOpeningRepository } from '../../server/modules/growth/openings';
import { createRoleAssignmentRepository } from '../../server/modules/permissions/roleAssignments';
import { growthCall } from './growth/growthCalls';
import { createTestApp, expectJson, insertRows, type TestApp, testDatabase } from './helpers';
import { plansOfQueries } from './plans';
import { foldText } from '../../server/db/text';

let t: TestApp;
let categoryId: number;

/** Enough rows that a scan would be the plan a missing index gets. */
const EXTRA_EMPLOYEES = 20_000;
const EXTRA_BENEFITS = 5000;
const EXTRA_OPENINGS = 3000;

const createdAt = '2026-01-01T00:00:00.000Z';

beforeAll(async () => {
  t = await createTestApp();
  const employees = Array.from({ length: EXTRA_EMPLOYEES }, (_, i) => ({
    badge: `9${String(i).padStart(5, '0')}`,
    username: `filler.${i}`,
    email: `filler.${i}@empresa.example.com`,
    first_name: 'Relleno',
    last_name: `Número ${i}`,
    full_name: `Relleno Número ${i}`,
    birthday: '1990-01-01',
    created_at: createdAt,
  }));
  employees.push(
    {
      badge: '880001',
      username: 'mjose.nunez',
      email: 'mjose.nunez@empresa.example.com',
      first_name: 'María José',
      last_name: 'Ñúñez Jiménez',
      full_name: 'María José Ñúñez Jiménez',
      birthday: '1990-02-02',
      created_at: createdAt,
    },
    {
      badge: '880002',
      username: 'jose.pena',
      email: 'pena.j@otra.example.com',
      first_name: 'JOSÉ',
      last_name: 'PEÑA ÁLVAREZ',
      full_name: 'JOSÉ PEÑA ÁLVAREZ',
      birthday: '1990-03-03',
      created_at: createdAt,
    },
    {
      badge: '870004',
      username: 'ana.nunez',
      email: 'ana.nunez@empresa.example.com',
      first_name: 'Ana',
      last_name: 'Núñez Zamora',
      full_name: 'Núñez Zamora Ana',
      birthday: '1990-04-04',
      created_at: createdAt,
    },
  );
  await insertRows(t, 'employees', employees);

  categoryId = (await t.db.selectFrom('benefit_categories').select('id').executeTakeFirstOrThrow())
    .id;
  const benefits = Array.from({ length: EXTRA_BENEFITS }, (_, i) => ({
    name: `Relleno ${i}`,
    name_key: `relleno ${i}`,
    detail: `Descuento número ${i}`,
  }));
  benefits.push(
    { name: 'Óptica Ñandú', name_key: 'optica nandu', detail: 'Anteojos y lentes' },
    { name: 'Panadería Sol', name_key: 'panaderia sol', detail: 'PAN DE MAÍZ todos los días' },
  );
  await insertRows(
    t,
    'benefits',
    benefits.map((b) => ({
      ...b,
      category_id: categoryId,
      description: '<p>x</p>',
      benefit_info: '<p>x</p>',
      created_at: createdAt,
      updated_at: createdAt,
    })),
  );

  const opening = (title: string, area: string, location: string, description: string) => ({
    title,
    area,
    location,
    description,
    requirements: '<p>x</p>',
    work_schedule: 'L-V',
    start_time: '08:00',
    end_time: '17:00',
    min_months_in_position: 0,
    closes_on: null,
    active: 1,
    created_at: createdAt,
    updated_at: createdAt,
  });
  const openings = Array.from({ length: EXTRA_OPENINGS }, (_, i) =>
    opening(`Relleno ${i}`, 'Operaciones', 'Heredia', `<p>Puesto número ${i}</p>`),
  );
  openings.push(
    opening('Analista Quetzal', 'Calidad', 'San José', '<p>Revisión de llamadas Ñandutí</p>'),
    opening('Líder Zúñiga', 'Operaciones', 'Cartago', '<p>Mejora CONTINUA del área Ñandutí</p>'),
  );
  await insertRows(t, 'growth_openings', openings);
});

afterAll(() => t?.close());

const findEmployees = async (criteria: string) =>
  expectJson<EmployeeSearchResult[]>(
    await t.call('newhire', 'GET', `/user?criteria=${encodeURIComponent(criteria)}`),
  ).map((e) => e.username);

const findBenefits = async (q: string) =>
  expectJson<BenefitSummary[]>(
    await t.call('employee', 'GET', `/Benefits?perPage=100&q=${encodeURIComponent(q)}`),
  ).map((b) => b.name);

describe('employee search (GET /user?criteria=) through the index', () => {
  it('ignores case and accents on both sides, ñ included, and finds part of a word', async () => {
    for (const criteria of ['ÑÚÑEZ JIMÉNEZ', 'nunez jimenez', 'maría josé ñ', 'ñez jimé'])
      expect(await findEmployees(criteria), criteria).toEqual(['mjose.nunez']);
    for (const criteria of ['peña álv', 'PENA ALVAREZ', 'JOSÉ PEÑA Á'])
      expect(await findEmployees(criteria), criteria).toEqual(['jose.pena']);
    expect(await findEmployees('MARÍA')).toContain('mjose.nunez');
  });

  it('finds by badge prefix, user name and e-mail; short terms too; fields never run together', async () => {
    expect(await findEmployees('88000')).toEqual(['jose.pena', 'mjose.nunez']);
    expect(await findEmployees('880001')).toEqual(['mjose.nunez']);
    // A badge is matched from its start only.
    expect(await findEmployees('80001')).toEqual([]);
    expect(await findEmployees('mjose.nu')).toEqual(['mjose.nunez']);
    expect(await findEmployees('otra.example')).toEqual(['jose.pena']);
    // Under three characters the index cannot use trigrams; the answer is the same.
    expect(await findEmployees('ÑÚ')).toContain('mjose.nunez');
    expect(await findEmployees('ÑX')).toEqual([]);
    // The name ends in "jimenez" and the badge starts with "88": one field holds neither.
    expect(await findEmployees('jimenez880001')).toEqual([]);
    expect(await findEmployees('jimenez 880001')).toEqual([]);
  });

  it('stays in sync with every write of the table: insert, update, delete', async () => {
    const { id } = await t.db
      .insertInto('employees')
      .values({
        badge: '880003',
        username: 'zoe.ubeda',
        email: 'zoe.ubeda@empresa.example.com',
        first_name: 'Zoë',
        last_name: 'Úbeda',
        full_name: 'Zoë Úbeda',
        birthday: '1990-04-04',
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await findEmployees('ubeda')).toEqual(['zoe.ubeda']);
    await t.db
      .updateTable('employees')
      .set({ full_name: 'Zoë Ibáñez' })
      .where('id', '=', id)
      .execute();
    expect(await findEmployees('ubeda')).toEqual(['zoe.ubeda']); // still in the user name
    expect(await findEmployees('ibanez')).toEqual(['zoe.ubeda']);
    await t.db
      .updateTable('employees')
      .set({ username: 'zoe.i', email: 'zoe.i@empresa.example.com' })
      .where('id', '=', id)
      .execute();
    expect(await findEmployees('ubeda')).toEqual([]);
    await t.db.deleteFrom('employees').where('id', '=', id).execute();
    expect(await findEmployees('ibanez')).toEqual([]);
  });
});

/**
 * The employee search's answer computed here from every active employee: the names that start
 * with the term first, then the other matches, each in the order of the folded search text
 * (name, user name, e-mail) and id, at most 20.
 */
async function expectedEmployees(criteria: string): Promise<string[]> {
  const everyone = await t.db
    .selectFrom('employees')
    .select(['id', 'badge', 'username', 'email', 'full_name'])
    .where('active', '=', 1)
    .execute();
  const needle = foldText(criteria);
  const keyOf = (e: (typeof everyone)[number]) =>
    foldText([e.full_name, e.username, e.email].join('\u001f'));
  const matches = everyone
    .map((e) => ({ ...e, key: keyOf(e) }))
    .filter((e) => e.key.includes(needle) || e.badge.startsWith(criteria))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.id - b.id));
  const starting = matches.filter((e) => e.key.startsWith(needle));
  return [...starting, ...matches.filter((e) => !e.key.startsWith(needle))]
    .slice(0, 20)
    .map((e) => e.username);
}

describe('employee search: which employees come first', () => {
  it('answers names that start with the term first, then the other matches, each by name', async () => {
    // Reads: 1, the names that start with it; 2, the first 1,000 in name order; 3, every match.
    const cases: [criteria: string, reads: number][] = [
      ['RELLENO', 1], // 20,000 names start with it
      ['maría', 3], // one name starts with it, the others hold it
      ['empresa.EXAMPLE', 2], // every filler's e-mail: found among the first in name order
      ['número 19999', 3], // one filler, far down the name order
      ['88000', 3], // badges
      ['zzzz', 3],
    ];
    for (const [criteria, reads] of cases) {
      const expected = await expectedEmployees(criteria);
      expect(await findEmployees(criteria), criteria).toEqual(expected);
      let queries = 0;
      const counting = t.db.withPlugin({
        transformQuery: ({ node }) => (queries++, node),
        transformResult: async ({ result }) => result,
      });
      await createRoleAssignmentRepository(counting).searchEmployees(criteria);
      expect(queries, criteria).toBe(reads);
    }
    // The name that starts with it first, though "maría…" comes before "núñez…".
    expect(await findEmployees('NÚÑEZ')).toEqual(['ana.nunez', 'mjose.nunez']);
    expect((await expectedEmployees('maría'))[0]).toBe('mjose.nunez');
    expect(await expectedEmployees('empresa.example')).toHaveLength(20);
  });
});

describe('benefit search (GET /Benefits?q=) through the index', () => {
  it('finds by name or detail, ignoring case and accents', async () => {
    expect(await findBenefits('nandu')).toEqual(['Óptica Ñandú']);
    expect(await findBenefits('ÓPTICA ñ')).toEqual(['Óptica Ñandú']);
    expect(await findBenefits('lentes')).toEqual(['Óptica Ñandú']);
    expect(await findBenefits('de maiz')).toEqual(['Panadería Sol']);
    expect(await findBenefits('sol pan')).toEqual([]);
    expect(await findBenefits('50%')).toEqual([]);
  });
});

const findOpenings = async (query: Record<string, string>) =>
  expectJson<OpeningSummary[]>(
    await growthCall(
      t,
      'employee',
      'GET',
      `/api/Opening/GetActiveOpenings?${new URLSearchParams({ perPage: '50', ...query })}`,
    ),
  ).map((o) => o.title);

describe('opening search (GET /api/Opening/GetActiveOpenings) through the indexes', () => {
  it('finds by title or description, ignoring case and accents, with area and location as typed', async () => {
    expect(await findOpenings({ q: 'QUETZAL' })).toEqual(['Analista Quetzal']);
    expect(await findOpenings({ q: 'lider zuñ' })).toEqual(['Líder Zúñiga']);
    // Newest first; the same day, the later one first.
    expect(await findOpenings({ q: 'NANDUTI' })).toEqual(['Líder Zúñiga', 'Analista Quetzal']);
    expect(await findOpenings({ q: 'revision de llamadas ñ' })).toEqual(['Analista Quetzal']);
    expect(await findOpenings({ q: 'ñandutí', area: 'OPERACIONES' })).toEqual(['Líder Zúñiga']);
    expect(await findOpenings({ q: 'mejora continua', area: 'calidad' })).toEqual([]);
    expect(await findOpenings({ q: 'nanduti', location: 'san jose' })).toEqual([
      'Analista Quetzal',
    ]);
    expect(await findOpenings({ q: 'nanduti', location: 'Heredia' })).toEqual([]);
  });

  it('stays in sync when an opening is edited', async () => {
    await t.db
      .updateTable('growth_openings')
      .set({ title: 'Analista Júnior Quetzal', location: 'Alajuela' })
      .where('title', '=', 'Analista Quetzal')
      .execute();
    expect(await findOpenings({ q: 'junior q', location: 'ALAJUELA' })).toEqual([
      'Analista Júnior Quetzal',
    ]);
    expect(await findOpenings({ q: 'quetzal', location: 'san josé' })).toEqual([]);
  });
});

/** The plan of every query `run` sends, the tables just written vacuumed first. */
const plansOf = (run: (db: DB) => Promise<unknown>) =>
  plansOfQueries(t, run, ['employees', 'benefits', 'growth_openings']);

describe('EXPLAIN: the searches go through their index, never a scan of the table', () => {
  it('employee search: the names that start with it, then the first in name order, then every match', async () => {
    const plans = await plansOf((db) =>
      createRoleAssignmentRepository(db).searchEmployees('jimenez'),
    );
    // No name starts with it and the first employees in name order hold too few: all three reads.
    expect(plans).toHaveLength(3);
    const [starting, window, everyMatch] = plans as [string, string, string];
    if (testDatabase === 'postgres') {
      expect(starting).toMatch(/Index Scan using employees_search_key on employees/);
      expect(starting).toMatch(/Index Cond: \(\(\(search_text\)::text >= 'jimenez'::text\) AND/);
      expect(window).toMatch(/Limit[^\n]*\n\s+-> {2}Index Scan using employees_search_key/);
      expect(everyMatch).toMatch(/Bitmap Index Scan on employees_search/);
      expect(everyMatch).toMatch(/Bitmap Index Scan on employees_badge_prefix/);
      for (const plan of plans) expect(plan).not.toMatch(/Seq Scan on employees/);
      // The first two read the index in its order; only the search of every match sorts them.
      for (const plan of [starting, window]) expect(plan).not.toMatch(/Sort/);
    } else {
      expect(starting).toMatch(
        /^SEARCH employees USING INDEX employees_search_key \(<expr>>\? AND <expr><\?\)$/,
      );
      expect(window).toMatch(/SCAN employees USING INDEX employees_search_key/);
      expect(everyMatch).toMatch(/employees_search VIRTUAL TABLE INDEX \d+:G/);
      expect(everyMatch).toMatch(
        /SEARCH employees USING (COVERING )?INDEX \w+ \(badge>\? AND badge<\?\)/,
      );
      // Every match is sorted by its folded text before the table is read; the join keeps that
      // order, so only the first rows are read and nothing is sorted after it.
      expect(everyMatch).toMatch(/MATERIALIZE found/);
      expect(everyMatch.slice(everyMatch.indexOf('SCAN found'))).toMatch(
        /^SCAN found\nSEARCH employees USING INTEGER PRIMARY KEY \(rowid=\?\)$/,
      );
      for (const plan of plans) {
        expect(plan).not.toMatch(
          /SCAN employees(?! ?(_search|USING INDEX employees_search_key))\b/,
        );
        expect(plan.replace(/^.*MATERIALIZE found[^]*?(?=\nSCAN found)/m, '')).not.toMatch(
          /TEMP B-TREE/,
        );
      }
    }
  });

  it('benefit search', async () => {
    const plans = await plansOf((db) =>
      // An employee's list, with the defaults the route's contract fills in.
      createBenefitRepository(db).list(
        { role: [] },
        benefitListQuery.validateSync({ q: 'lentes' }),
      ),
    );
    expect(plans).toHaveLength(2); // the count and the page
    for (const plan of plans) {
      if (testDatabase === 'postgres') {
        expect(plan).toMatch(/Bitmap Index Scan on benefits_search/);
        expect(plan).not.toMatch(/Seq Scan on benefits/);
      } else {
        expect(plan).toMatch(/benefits_search VIRTUAL TABLE INDEX \d+:G/);
        expect(plan).not.toMatch(/SCAN (b|benefits)\b(?! ?_search)/);
      }
    }
  });

  it('opening search, by text, by area, by location', async () => {
    const plansFor = (query: Record<string, string>, index: RegExp) =>
      plansOf((db) =>
        createOpeningRepository(db).active(
          { sub: '1', role: ['Employee'] } as never,
          activeOpeningsQuery.validateSync(query),
        ),
      ).then((plans) => plans.map((plan) => ({ plan, index })));
    const plans = [
      ...(await plansFor({ q: 'calidad' }, /growth_openings_search/)),
      ...(await plansFor({ area: 'Calidad' }, /growth_openings_area_folded/)),
      ...(await plansFor({ location: 'San José' }, /growth_openings_location_folded/)),
    ];
    for (const { plan, index } of plans) {
      expect(plan).toMatch(index);
      expect(plan).not.toMatch(
        testDatabase === 'postgres'
          ? /Seq Scan on growth_openings/
          : /SCAN growth_openings(?! ?_search)\b/,
      );
    }
  });
});
