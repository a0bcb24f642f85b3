import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type {
  Benefit,
  BenefitCategory,
  BenefitDiscount,
  BenefitLinkType,
  BenefitSummary,
  PageSettings,
} from '../../../contracts/benefits/benefits';
import { companyWallClock, monthWindow, toContractDateTime } from '../../../contracts/calendar';
import { createTestApp, expectInvalid, expectJson, PNG, type TestApp } from '../helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const OWNER = 'benefits.owner';
const EMPLOYEE = 'employee';
const logo = { filename: 'logo.png', data: PNG };
const thisMonth = () => companyWallClock().slice(0, 7);
const at = (day: string, time: string) => toContractDateTime(`${thisMonth()}-${day}T${time}`)!;

async function firstCategory(): Promise<BenefitCategory> {
  const response = await t.call(EMPLOYEE, 'GET', '/BenefitsCategory?perPage=1');
  return response.json<BenefitCategory[]>()[0]!;
}

async function newBenefit(name: string, extra: Record<string, string> = {}): Promise<Benefit> {
  const category = await firstCategory();
  const response = await t.callMultipart(OWNER, 'POST', '/Benefits', {
    idCategory: String(category.id),
    name,
    detail: 'Detalle de prueba',
    description: '<p>Descripción <script>alert(1)</script><strong>rica</strong></p>',
    benefitInfo: '<p onclick="x()">Info</p>',
    email: 'contacto@example.com',
    active: 'true',
    logo,
    image: '-1',
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Benefit>();
}

describe('benefit categories', () => {
  it('lists the seeded categories in order, paged, with X-Total-Count', async () => {
    const response = await t.call(EMPLOYEE, 'GET', '/BenefitsCategory?perPage=5');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('8');
    const rows = response.json<BenefitCategory[]>();
    expect(rows.map((c) => c.order)).toEqual([1, 2, 3, 4, 5]);
    expect(rows[0]!.image).toMatch(/\/files\//);
    expect(rows[0]!.benefits).toBeGreaterThan(0);
  });

  it('creates, reads, updates and deletes a category, audited', async () => {
    const created = await t.callMultipart(OWNER, 'POST', '/BenefitsCategory', {
      Name: 'Mascotas',
      Order: '9',
      file: logo,
    });
    const category = expectJson<BenefitCategory>(created, 201);
    expect(category).toMatchObject({ name: 'Mascotas', order: 9, benefits: 0 });
    const updated = await t.callMultipart(OWNER, 'PUT', `/BenefitsCategory/${category.id}`, {
      Name: 'Mascotas y veterinaria',
      Order: '9',
      file: '-1',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<BenefitCategory>().image).toBe(category.image);
    expect((await t.call(EMPLOYEE, 'GET', `/BenefitsCategory/${category.id}`)).statusCode).toBe(
      200,
    );
    expect((await t.call(OWNER, 'DELETE', `/BenefitsCategory/${category.id}`)).statusCode).toBe(
      200,
    );
    expect((await t.call(OWNER, 'GET', `/BenefitsCategory/${category.id}`)).statusCode).toBe(404);
    const audit = await t.auditRows('benefit_category', category.id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
  });

  it('answers 400 naming the fields, 403 to employees, 404 and 409 while it has benefits', async () => {
    const bad = await t.callMultipart(OWNER, 'POST', '/BenefitsCategory', { Name: 'x' });
    expectInvalid(bad, 'Name', 'Order');
    const forbidden = await t.callMultipart(EMPLOYEE, 'POST', '/BenefitsCategory', {
      Name: 'Intrusos',
      Order: '1',
    });
    expect(forbidden.statusCode).toBe(403);
    expect((await t.call(EMPLOYEE, 'GET', '/BenefitsCategory/99999')).statusCode).toBe(404);
    const used = await firstCategory();
    const conflict = await t.call(OWNER, 'DELETE', `/BenefitsCategory/${used.id}`);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({
      message: `The category "${used.name}" still has benefits: move or delete them first.`,
      code: 'benefits.category.hasBenefits',
    });
    const spanish = await t.call(OWNER, 'DELETE', `/BenefitsCategory/${used.id}`, undefined, {
      'accept-language': 'es',
    });
    expect(spanish.json()).toMatchObject({
      message: `La categoría «${used.name}» todavía tiene beneficios: muévalos o elimínelos primero.`,
      code: 'benefits.category.hasBenefits',
    });
  });
});

describe('benefit link kinds (BenefitLink, idBenefit 1)', () => {
  it('lists, creates with an icon, updates and deletes; 409 while benefits use it', async () => {
    const list = await t.call(EMPLOYEE, 'GET', '/BenefitLink?sort=name');
    const kinds = expectJson<BenefitLinkType[]>(list);
    expect(kinds.length).toBeGreaterThanOrEqual(5);
    expect(kinds.every((kind) => kind.idBenefit === 1)).toBe(true);
    const inUse = kinds.find((kind) => kind.uses > 0)!;
    expect((await t.call(OWNER, 'DELETE', `/BenefitLink/${inUse.id}`)).statusCode).toBe(409);

    const created = await t.callMultipart(OWNER, 'POST', '/BenefitLink', {
      idBenefit: '1',
      Name: 'TikTok',
      Link: 'https://www.tiktok.com',
      Active: 'true',
      file: logo,
    });
    const kind = expectJson<BenefitLinkType>(created, 201);
    expect(kind.icon).toMatch(/\/files\//);
    const changed = await t.callMultipart(OWNER, 'PUT', `/BenefitLink/${kind.id}`, {
      idBenefit: '1',
      Name: 'TikTok',
      Active: 'false',
    });
    expect(changed.json<BenefitLinkType>()).toMatchObject({ active: false, link: null });
    expect((await t.call(OWNER, 'DELETE', `/BenefitLink/${kind.id}`)).statusCode).toBe(200);
    expect((await t.call(OWNER, 'GET', `/BenefitLink/${kind.id}`)).statusCode).toBe(404);
  });

  it('answers 400 for another idBenefit and 403 to employees', async () => {
    const bad = await t.callMultipart(OWNER, 'POST', '/BenefitLink', { idBenefit: '2', Name: 'X' });
    expectInvalid(bad, 'idBenefit', 'Name');
    const forbidden = await t.callMultipart(EMPLOYEE, 'PUT', '/BenefitLink/1', { Name: 'Web' });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('benefits', () => {
  it('searches active benefits by name, category and page (employees)', async () => {
    const category = await firstCategory();
    const byCategory = await t.call(
      EMPLOYEE,
      'GET',
      `/Benefits?idCategory=${category.id}&perPage=3&sort=name`,
    );
    const rows = expectJson<BenefitSummary[]>(byCategory);
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.idCategory === category.id && row.active)).toBe(true);
    expect(Number(byCategory.headers['x-total-count'])).toBeGreaterThan(3);
    const search = await t.call(EMPLOYEE, 'GET', '/Benefits?q=dona%20maria');
    expect(search.json<BenefitSummary[]>().map((b) => b.name)).toEqual(['Soda Doña María']);
    const all = await t.call(EMPLOYEE, 'GET', '/Benefits?perPage=100');
    const everything = await t.call(OWNER, 'GET', '/Benefits?perPage=100');
    expect(everything.headers['x-total-count']).toBe('60');
    expect(Number(all.headers['x-total-count'])).toBeLessThan(60);
    const bad = await t.call(EMPLOYEE, 'GET', '/Benefits?sort=password');
    expect(bad.statusCode).toBe(400);
  });

  it('sorts by name ignoring accents and case, after a create and a rename', async () => {
    const firstByName = async () =>
      (await t.call(OWNER, 'GET', '/Benefits?perPage=1&sort=name&order=ASC')).json<
        BenefitSummary[]
      >()[0]!.name;
    // 'Á' sorts after every ASCII letter byte by byte: only the stored folded key puts it first.
    const benefit = await newBenefit('Áaa Ópticas');
    expect(await firstByName()).toBe('Áaa Ópticas');
    const renamed = await t.callMultipart(OWNER, 'PUT', `/Benefits/${benefit.id}`, {
      idCategory: String(benefit.idCategory),
      name: 'Zzz Ópticas',
      detail: benefit.detail,
      description: benefit.description,
      benefitInfo: benefit.benefitInfo,
      active: 'true',
    });
    expect(renamed.statusCode).toBe(200);
    expect(await firstByName()).not.toBe('Zzz Ópticas');
    const last = await t.call(OWNER, 'GET', '/Benefits?perPage=1&sort=name&order=DESC');
    expect(last.json<BenefitSummary[]>()[0]!.name).toBe('Zzz Ópticas');
  });

  it('creates a benefit with a logo, sanitised rich text and links; updates and deletes it', async () => {
    const kinds = (await t.call(OWNER, 'GET', '/BenefitLink')).json<BenefitLinkType[]>();
    const benefit = await newBenefit('Panadería La Espiga');
    expect(benefit.logo).toMatch(/\/files\//);
    expect(benefit.image).toBeNull();
    expect(benefit.description).not.toMatch(/script/);
    expect(benefit.description).toMatch(/<strong>rica<\/strong>/);
    expect(benefit.benefitInfo).not.toMatch(/onclick/);

    const links = [
      {
        idBenefitLink: kinds[1]!.id,
        name: 'WhatsApp',
        link: 'https://wa.me/1',
        active: true,
        order: 2,
      },
      {
        idBenefitLink: kinds[0]!.id,
        name: 'Web',
        link: 'https://espiga.example.com',
        active: true,
        order: 1,
      },
      {
        idBenefitLink: kinds[0]!.id,
        name: 'Vieja',
        link: 'https://old.example.com',
        active: false,
        order: 3,
      },
    ];
    const updated = await t.callMultipart(OWNER, 'PUT', `/Benefits/${benefit.id}`, {
      idCategory: String(benefit.idCategory),
      name: benefit.name,
      detail: 'Nuevo detalle',
      description: benefit.description,
      benefitInfo: benefit.benefitInfo,
      active: 'true',
      benefitLinks: JSON.stringify(links),
      image: logo,
    });
    const saved = expectJson<Benefit>(updated);
    expect(saved.logo).toBe(benefit.logo);
    expect(saved.image).toMatch(/\/files\//);
    expect(saved.benefitLinks.map((l) => l.name)).toEqual(['Web', 'WhatsApp', 'Vieja']);
    // Employees see only active links, in order, with their kind's icon.
    const read = (await t.call(EMPLOYEE, 'GET', `/Benefits/${benefit.id}`)).json<Benefit>();
    expect(read.benefitLinks.map((l) => l.name)).toEqual(['Web', 'WhatsApp']);
    expect(read.benefitLinks[0]!.icon).toBe(kinds[0]!.icon);

    expect((await t.call(OWNER, 'DELETE', `/Benefits/${benefit.id}`)).statusCode).toBe(200);
    expect((await t.call(EMPLOYEE, 'GET', `/Benefits/${benefit.id}`)).statusCode).toBe(404);
    const audit = await t.auditRows('benefit', benefit.id);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses a benefit link that is not a web address, and hides inactive link kinds from readers', async () => {
    const kinds = (await t.call(OWNER, 'GET', '/BenefitLink')).json<BenefitLinkType[]>();
    const benefit = await newBenefit('Enlaces Peligrosos');
    for (const link of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:msgbox(1)']) {
      const refused = await t.callMultipart(OWNER, 'PUT', `/Benefits/${benefit.id}`, {
        idCategory: String(benefit.idCategory),
        name: benefit.name,
        detail: benefit.detail,
        description: benefit.description,
        benefitInfo: benefit.benefitInfo,
        active: 'true',
        benefitLinks: JSON.stringify([
          { idBenefitLink: kinds[0]!.id, name: 'Web', link, active: true, order: 1 },
        ]),
      });
      expectInvalid(refused, 'benefitLinks[0].link');
    }
    const hidden = expectJson<BenefitLinkType>(
      await t.callMultipart(OWNER, 'POST', '/BenefitLink', { Name: 'Oculto', Active: 'false' }),
      201,
    );
    const byEmployee = await t.call(EMPLOYEE, 'GET', '/BenefitLink?perPage=100');
    expect(byEmployee.json<BenefitLinkType[]>().map((kind) => kind.id)).not.toContain(hidden.id);
    expect((await t.call(EMPLOYEE, 'GET', `/BenefitLink/${hidden.id}`)).statusCode).toBe(404);
    const byOwner = await t.call(OWNER, 'GET', '/BenefitLink?perPage=100');
    expect(byOwner.json<BenefitLinkType[]>().map((kind) => kind.id)).toContain(hidden.id);
    expect((await t.call(OWNER, 'GET', `/BenefitLink/${hidden.id}`)).statusCode).toBe(200);
  });

  it('answers 400 naming fields, refuses a fake image or a 30 MB one, 403 and 404', async () => {
    const bad = await t.callMultipart(OWNER, 'POST', '/Benefits', {
      idCategory: '99999',
      name: 'Sin datos',
      detail: 'x',
      description: '<p>x</p>',
      email: 'no es correo',
      benefitLinks: '{roto',
    });
    expectInvalid(bad, 'email', 'benefitLinks');
    const noCategory = await newBenefitAttempt({ idCategory: '99999' });
    expectInvalid(noCategory, 'idCategory');
    const exe = await newBenefitAttempt({
      logo: { filename: 'virus.png', data: Buffer.from('MZ\x90\x00\x03\x00\x00\x00program') },
    });
    expect(exe.statusCode).toBe(400);
    expect(exe.json().errors.logo).toMatch(/must be one of image\/png/);
    const huge = await newBenefitAttempt({
      logo: { filename: 'huge.png', data: Buffer.concat([PNG, Buffer.alloc(30 * 1024 * 1024)]) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/logo is larger than/);
    const forbidden = await t.callMultipart(EMPLOYEE, 'PUT', '/Benefits/1', { name: 'x' });
    expect(forbidden.statusCode).toBe(403);
    expect((await t.call(EMPLOYEE, 'DELETE', '/Benefits/1')).statusCode).toBe(403);
    expect((await t.call(OWNER, 'GET', '/Benefits/99999')).statusCode).toBe(404);
    expect((await t.call(OWNER, 'DELETE', '/Benefits/99999')).statusCode).toBe(404);
  });
});

async function newBenefitAttempt(
  extra: Record<string, string | { filename: string; data: Buffer }>,
) {
  const category = await firstCategory();
  return t.callMultipart(OWNER, 'POST', '/Benefits', {
    idCategory: String(category.id),
    name: 'Intento',
    detail: 'Detalle',
    description: '<p>Texto</p>',
    ...extra,
  });
}

describe('benefit discounts', () => {
  it('creates a discount this month (contract dates), valid now and in the month', async () => {
    const benefit = await newBenefit('Heladería Polo Norte');
    const today = companyWallClock().slice(8, 10);
    const created = await t.callMultipart(OWNER, 'POST', '/BenefitsDiscount', {
      idBenefits: String(benefit.id),
      idLocation: '-1',
      DiscountName: 'Cono gratis',
      Link: 'https://polo.example.com',
      StartDate: at('01', '00:00:00'),
      EndDate: at(today, '23:59:59'),
      file: logo,
    });
    const discount = expectJson<BenefitDiscount>(created, 201);
    expect(discount).toMatchObject({
      idBenefits: benefit.id,
      idLocation: null,
      startDate: at('01', '00:00:00'),
      benefitName: 'Heladería Polo Norte',
    });
    const valid = await t.call(
      EMPLOYEE,
      'GET',
      `/BenefitsDiscount/GetBenefitsDiscount?idBenefits=${benefit.id}`,
    );
    expect(valid.json<BenefitDiscount[]>().map((d) => d.id)).toEqual([discount.id]);
    const monthly = await t.call(
      EMPLOYEE,
      'GET',
      `/BenefitsDiscount/GetBenefitsDiscount?month=${thisMonth()}&q=polo`,
    );
    expect(monthly.json<BenefitDiscount[]>().map((d) => d.id)).toEqual([discount.id]);
    const seeded = await t.call(
      EMPLOYEE,
      'GET',
      `/BenefitsDiscount/GetBenefitsDiscount?month=${thisMonth()}&perPage=1`,
    );
    expect(Number(seeded.headers['x-total-count'])).toBeGreaterThan(60);

    const updated = await t.callMultipart(OWNER, 'PUT', `/BenefitsDiscount/${discount.id}`, {
      idBenefits: String(benefit.id),
      idLocation: '-1',
      DiscountName: 'Cono doble',
      StartDate: at('01', '00:00:00'),
      EndDate: at('01', '00:00:01'),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<BenefitDiscount>().image).toBe(discount.image);
    const afterEnd = await t.call(
      EMPLOYEE,
      'GET',
      `/BenefitsDiscount/GetBenefitsDiscount?idBenefits=${benefit.id}`,
    );
    // Ended on the 1st (unless today is the 1st at midnight).
    expect(afterEnd.json<BenefitDiscount[]>().length).toBeLessThanOrEqual(1);
    const table = await t.call(
      OWNER,
      'GET',
      `/BenefitsDiscount/GetBenefitsDiscountTable?idBenefits=${benefit.id}&sort=discountName`,
    );
    expect(table.json<BenefitDiscount[]>().map((d) => d.discountName)).toEqual(['Cono doble']);
    expect((await t.call(OWNER, 'DELETE', `/BenefitsDiscount/${discount.id}`)).statusCode).toBe(
      200,
    );
    expect((await t.call(OWNER, 'GET', `/BenefitsDiscount/${discount.id}`)).statusCode).toBe(404);
    expect((await t.auditRows('benefit_discount', discount.id)).map((r) => r.action)).toEqual([
      'create',
      'update',
      'delete',
    ]);
  });

  it('lists the month’s discounts by relevance: valid now, then starting later, then ended', async () => {
    // Mid-month at noon, company time: an ended, a current and a later discount all fit this
    // month whatever today's date is.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${thisMonth()}-15T12:00:00-06:00`) });
    onTestFinished(() => void vi.useRealTimers());
    const benefit = await newBenefit('Óptica Mirada');
    const lastDay = monthWindow(thisMonth()).last.slice(8, 10);
    const inMinutes = (minutes: number) =>
      toContractDateTime(companyWallClock(new Date(Date.now() + minutes * 60_000)))!;
    const add = async (DiscountName: string, StartDate: string, EndDate: string) => {
      const created = await t.callMultipart(OWNER, 'POST', '/BenefitsDiscount', {
        idBenefits: String(benefit.id),
        DiscountName,
        StartDate,
        EndDate,
      });
      return expectJson<BenefitDiscount>(created, 201).discountName;
    };
    // Created in a shuffled order; the ids must not decide.
    await add('Vencido hace tiempo', at('01', '00:00:00'), at('01', '00:00:01'));
    await add('Vale todo el mes', at('01', '00:00:00'), at(lastDay, '23:59:59'));
    await add('Empieza al final', at(lastDay, '23:59:58'), at(lastDay, '23:59:59'));
    await add('Termina pronto', at('01', '00:00:00'), inMinutes(10));
    await add('Vencido hace poco', at('01', '00:00:00'), inMinutes(-10));

    const page = (query: string) =>
      t.call(
        EMPLOYEE,
        'GET',
        `/BenefitsDiscount/GetBenefitsDiscount?idBenefits=${benefit.id}&${query}`,
      );
    const monthly = await page(`month=${thisMonth()}`);
    expect(expectJson<BenefitDiscount[]>(monthly).map((d) => d.discountName)).toEqual([
      'Termina pronto',
      'Vale todo el mes',
      'Empieza al final',
      'Vencido hace poco',
      'Vencido hace tiempo',
    ]);
    // Paged in SQL, in the same order.
    const second = await page(`month=${thisMonth()}&page=2&perPage=2`);
    expect(second.headers['x-total-count']).toBe('5');
    expect(second.json<BenefitDiscount[]>().map((d) => d.discountName)).toEqual([
      'Empieza al final',
      'Vencido hace poco',
    ]);
    // Without a month: only those valid now.
    expect((await page('')).json<BenefitDiscount[]>().map((d) => d.discountName)).toEqual([
      'Termina pronto',
      'Vale todo el mes',
    ]);
  });

  it('answers 400 for bad dates, an end before the start and a foreign location; 403; 404', async () => {
    const benefit = await newBenefit('Librería Pluma');
    const bad = await t.callMultipart(OWNER, 'POST', '/BenefitsDiscount', {
      idBenefits: String(benefit.id),
      DiscountName: 'Fechas malas',
      StartDate: '2026-02-30 10:00:00',
      EndDate: '2026-01-01T10:00',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['StartDate', 'EndDate']);
    const reversed = await t.callMultipart(OWNER, 'POST', '/BenefitsDiscount', {
      idBenefits: String(benefit.id),
      DiscountName: 'Al revés',
      StartDate: at('10', '00:00:00'),
      EndDate: at('09', '00:00:00'),
    });
    expectInvalid(reversed, 'EndDate');
    const foreign = await t.callMultipart(OWNER, 'POST', '/BenefitsDiscount', {
      idBenefits: String(benefit.id),
      idLocation: '999999',
      DiscountName: 'Otra sede',
      StartDate: at('01', '00:00:00'),
      EndDate: at('02', '00:00:00'),
    });
    expectInvalid(foreign, 'idLocation');
    const forbidden = await t.callMultipart(EMPLOYEE, 'POST', '/BenefitsDiscount', {
      idBenefits: String(benefit.id),
      DiscountName: 'Intruso',
      StartDate: at('01', '00:00:00'),
      EndDate: at('02', '00:00:00'),
    });
    expect(forbidden.statusCode).toBe(403);
    expect(
      (await t.call(EMPLOYEE, 'GET', '/BenefitsDiscount/GetBenefitsDiscountTable')).statusCode,
    ).toBe(403);
    expect((await t.call(EMPLOYEE, 'DELETE', '/BenefitsDiscount/1')).statusCode).toBe(403);
    expect((await t.call(OWNER, 'PUT', '/BenefitsDiscount/999999')).statusCode).toBe(415);
    expect((await t.call(OWNER, 'DELETE', '/BenefitsDiscount/999999')).statusCode).toBe(404);
    expect(
      (await t.call('newhire', 'GET', '/BenefitsDiscount/GetBenefitsDiscount')).statusCode,
    ).toBe(403);
  });
});

describe('page settings', () => {
  it('reads the seeded settings, updates them (sanitised, images kept) and refuses a second POST', async () => {
    const current = (await t.call(EMPLOYEE, 'GET', '/PageSettings')).json<PageSettings>();
    expect(current).toMatchObject({ title: 'settings' });
    expect(current.logo).toMatch(/\/files\//);
    const updated = await t.callMultipart(OWNER, 'PUT', `/PageSettings/${current.id}`, {
      title: 'settings',
      header: '<h2>Beneficios</h2><img src=x onerror=alert(1)>',
      reminder: '<p>Recuerde su carné</p>',
      badge: logo,
      logo: '-1',
    });
    const saved = expectJson<PageSettings>(updated);
    expect(saved.header).not.toMatch(/onerror/);
    expect(saved.logo).toBe(current.logo);
    expect(saved.badge).not.toBe(current.badge);
    const again = await t.callMultipart(OWNER, 'POST', '/PageSettings', {
      title: 'settings',
      header: '<p>x</p>',
    });
    expect(again.statusCode).toBe(409);
    expect((await t.auditRows('benefit_page_settings', current.id)).map((r) => r.action)).toEqual([
      'update',
    ]);
  });

  it('answers 400 for another title, 403 to employees and 404 for an unknown id', async () => {
    const bad = await t.callMultipart(OWNER, 'PUT', '/PageSettings/1', {
      title: 'otro',
      header: '',
    });
    expectInvalid(bad, 'title', 'header');
    const forbidden = await t.callMultipart(EMPLOYEE, 'PUT', '/PageSettings/1', {
      title: 'settings',
      header: '<p>x</p>',
    });
    expect(forbidden.statusCode).toBe(403);
    const missing = await t.callMultipart(OWNER, 'PUT', '/PageSettings/9999', {
      title: 'settings',
      header: '<p>x</p>',
    });
    expect(missing.statusCode).toBe(404);
  });
});
