/**
 * The public verification page (HTML and JSON; valid, revoked, unknown; no token; the code read
 * without case or dashes), the owners' register (search, filters, revoke with a reason, audited,
 * the page then says revoked) and the food-handler review (revision-sanitario with the date token).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, calendarDay } from '../../../contracts/calendar';
import type {
  CertificateVerification,
  FoodHandlerReview,
  IssuedCertificate,
  RegisterCertificate,
} from '../../../contracts/certificates/certificates';
import { dateToken } from '../../../contracts/dateToken';
import { fileNumberOf } from '../../../contracts/employeeCodes';
import { VERIFICATION_PAGE_CSP } from '../../../server/modules/certificates/verificationPage';
import {
  badgeOf,
  createTestApp,
  employeeIdOf,
  expectInvalid,
  expectJson,
  type TestApp,
} from '../helpers';
import { certificatesCall, issue, requestOf } from './certificateCalls';

let t: TestApp;
let issued: IssuedCertificate;

beforeAll(async () => {
  t = await createTestApp();
  issued = expectJson<IssuedCertificate>(
    await issue(t, 'employee', await requestOf(t, 'employee', 1)),
    201,
  );
});
afterAll(async () => {
  await t?.close();
});

/** The public page, without a token. */
const verify = (code: string, headers: Record<string, string> = {}, query = '') =>
  certificatesCall(
    t,
    null,
    'GET',
    `/verificacion/${encodeURIComponent(code)}${query}`,
    undefined,
    headers,
  );

const JSON_ACCEPT = { accept: 'application/json' };

describe('GET /verificacion/:code (public)', () => {
  it('says valid in Spanish, with what the certificate states, as a small page with its own CSP', async () => {
    const response = await verify(issued.verificationCode, { 'accept-language': 'es' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe(VERIFICATION_PAGE_CSP);
    expect(VERIFICATION_PAGE_CSP).toMatch(/default-src 'none'; style-src 'sha256-[^']+'/);
    const html = response.body;
    const employee = await t.db
      .selectFrom('employees')
      .select(['full_name', 'badge'])
      .where('username', '=', 'employee')
      .executeTakeFirstOrThrow();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('Constancia válida');
    expect(html).toContain('Constancia laboral');
    expect(html).toContain(employee.full_name);
    expect(html).toContain(employee.badge);
    expect(html).toContain(issued.verificationCode);
    expect(html).toContain(t.config.documents.signer.name);
    expect(html).not.toMatch(/<script/i);
  });

  it('speaks English with ?lang=en or Accept-Language en', async () => {
    expect((await verify(issued.verificationCode, {}, '?lang=en')).body).toContain(
      'Valid certificate',
    );
    const english = await verify(issued.verificationCode, { 'accept-language': 'en-US,en;q=0.9' });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('Employment certificate');
    expect(
      (await verify(issued.verificationCode, { 'accept-language': 'en' }, '?lang=es')).body,
    ).toContain('Constancia válida');
  });

  it('reads the code without case or dashes', async () => {
    const bare = issued.verificationCode.replace(/-/g, '').toLowerCase();
    const answer = expectJson<CertificateVerification>(await verify(bare, JSON_ACCEPT));
    expect(answer).toMatchObject({
      verificationCode: issued.verificationCode,
      status: 'valid',
      type: 'employment',
      issuedOn: calendarDay(),
      city: 'San Jose',
      signer: { name: t.config.documents.signer.name, title: t.config.documents.signer.title },
      revokedAt: null,
    });
    expect(answer.statement.employee.badge).toBe(await badgeOf(t, 'employee'));
  });

  it('answers 404 for an unknown code, as a page and as JSON', async () => {
    const page = await verify('AAAA-BBBB-CCCC', { 'accept-language': 'es' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Constancia no encontrada');
    expect((await verify('not a code <script>', JSON_ACCEPT)).statusCode).toBe(404);
    const escaped = await verify('<b>x</b>');
    expect(escaped.statusCode).toBe(404);
    expect(escaped.body).not.toContain('<b>x</b>');
  });
});

describe('the owners’ register and revocation', () => {
  const register = (username: string, query = '') =>
    t.call(username, 'GET', `/admin/certificates-register${query}`);

  it('lists every certificate for Payroll_Owner and System_Admin, searched and filtered in SQL', async () => {
    const badge = await badgeOf(t, 'employee');
    const filter = encodeURIComponent(JSON.stringify({ q: badge, type: 'employment' }));
    const response = await register('payroll.owner', `?filter=${filter}`);
    const rows = expectJson<RegisterCertificate[]>(response);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((row) => row.employeeBadge))).toEqual(new Set([badge]));
    expect(response.headers['content-range']).toMatch(/^certificates-register 0-\d+\/\d+$/);
    const byCode = expectJson<RegisterCertificate[]>(
      await register(
        'admin',
        `?filter=${encodeURIComponent(JSON.stringify({ q: issued.verificationCode.toLowerCase() }))}`,
      ),
    );
    expect(byCode.map((row) => row.id)).toEqual([issued.id]);
    const revoked = expectJson<RegisterCertificate[]>(
      await register(
        'admin',
        `?filter=${encodeURIComponent(JSON.stringify({ status: 'revoked' }))}`,
      ),
    );
    expect(revoked.every((row) => row.status === 'revoked' && row.revokedBy)).toBe(true);
    const future = expectJson<RegisterCertificate[]>(
      await register(
        'admin',
        `?filter=${encodeURIComponent(JSON.stringify({ issuedFrom: addDays(calendarDay(), 1) }))}`,
      ),
    );
    expect(future).toEqual([]);
    const sorted = expectJson<RegisterCertificate[]>(
      await register('admin', `?sort=${encodeURIComponent('["employeeName","ASC"]')}&range=[0,99]`),
    );
    const names = sorted.map((row) => row.employeeName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('is refused to employees (403) and its filters are checked (400)', async () => {
    expect((await register('employee')).statusCode).toBe(403);
    expect(
      (await register('admin', `?filter=${encodeURIComponent('{"type":"other"}')}`)).statusCode,
    ).toBe(400);
  });

  it('revokes with a reason (audited, 409 the second time); the page then says revoked', async () => {
    const path = `/admin/certificates-register/${issued.id}`;
    expectInvalid(await t.call('payroll.owner', 'PUT', path, { revokeReason: '' }), 'revokeReason');
    expect(
      (await t.call('employee', 'PUT', path, { revokeReason: 'Datos incorrectos' })).statusCode,
    ).toBe(403);
    const row = expectJson<RegisterCertificate>(
      await t.call('payroll.owner', 'PUT', path, { revokeReason: 'Datos incorrectos' }),
    );
    expect(row).toMatchObject({ status: 'revoked', revokeReason: 'Datos incorrectos' });
    expect(row.revokedBy).toBeTruthy();
    const audit = await t.auditRows('certificate', issued.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_employee_id).toBe(await employeeIdOf(t, 'payroll.owner'));
    const again = await t.call('admin', 'PUT', path, { revokeReason: 'Otra vez' });
    expect(again.statusCode).toBe(409);
    expect(Object.keys(again.json<{ errors: object }>().errors)).toContain('revokeReason');

    const page = await verify(issued.verificationCode, { 'accept-language': 'es' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Constancia revocada');
    expect(page.body).toContain('Revocada el');
    // The reason is the owners' note: a third party reads that it is revoked, not why.
    expect(page.body).not.toContain('Datos incorrectos');
    const answer = expectJson<CertificateVerification>(
      await verify(issued.verificationCode, JSON_ACCEPT),
    );
    expect(answer.status).toBe('revoked');
    expect(answer.revokedAt).toEqual(expect.any(String));
    expect(JSON.stringify(answer)).not.toContain('Datos incorrectos');
    expect(
      (
        await t.call('admin', 'PUT', '/admin/certificates-register/999999', {
          revokeReason: 'No existe',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('GET revision-sanitario', () => {
  const review = async (username: string, legajo: string, token?: string) =>
    certificatesCall(
      t,
      username,
      'GET',
      `/revision-sanitario?legajo=${legajo}&token=${token ?? (await dateToken(t.config.clientTokenPhrase))}`,
    );

  it('answers each status from the latest review', async () => {
    const employee = expectJson<FoodHandlerReview>(
      await review('employee', await badgeOf(t, 'employee')),
    );
    expect(employee).toMatchObject({
      legajo: fileNumberOf(await badgeOf(t, 'employee')),
      status: 'valid',
    });
    expect(employee.expiresOn! > addDays(calendarDay(), 30)).toBe(true);
    expect(
      expectJson<FoodHandlerReview>(await review('supervisor', await badgeOf(t, 'supervisor')))
        .status,
    ).toBe('expiringSoon');
    expect(
      expectJson<FoodHandlerReview>(await review('admin', await badgeOf(t, 'admin'))).status,
    ).toBe('expired');
    expect(
      expectJson<FoodHandlerReview>(await review('newhire', await badgeOf(t, 'newhire'))),
    ).toEqual({
      legajo: await badgeOf(t, 'newhire'),
      status: 'none',
    });
  });

  it('asks for the current date token (400 naming token) and the caller’s own legajo (403)', async () => {
    const badge = await badgeOf(t, 'employee');
    expectInvalid(await review('employee', badge, 'abc'), 'token');
    expectInvalid(
      await review(
        'employee',
        badge,
        await dateToken(t.config.clientTokenPhrase, new Date(Date.now() - 3 * 86_400_000)),
      ),
      'token',
    );
    for (const caller of ['newhire', 'payroll.owner', 'admin'])
      expect((await review(caller, badge)).statusCode, caller).toBe(403);
    expect(
      (await certificatesCall(t, null, 'GET', `/revision-sanitario?legajo=${badge}&token=x`))
        .statusCode,
    ).toBe(401);
  });
});
