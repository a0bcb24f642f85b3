/**
 * SCIM 2.0 the way Microsoft Entra ID provisions: look the person up by userName, create them,
 * change their attributes and their manager, deactivate them (their next portal call is refused),
 * list with paging; the new employee chooses a password from the link mailed to them and signs in
 * at the embedded provider's login page. Refusals in SCIM's error schema, never a 5xx.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCIM } from '../../../contracts/workforce/scim';
import { runJob } from '../../../server/jobs/jobs';
import { createMailSender } from '../../../server/mail/sender';
import { startSmtpServer } from '../../fixtures/smtpServer';
import { createTestApp, employeeIdOf, notificationsOf, type TestApp } from '../helpers';
import { startLogin, submitLogin } from '../oidc';
import { categoryOf, requestDay, workingDays, nextYear } from '../personalDays/personalDaysCalls';

const ENTRA = 'entra-token-0123456789abcdefghijklmnopqrstuvwxyz';
const OKTA = 'okta-token-0123456789abcdefghijklmnopqrstuvwxyz';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

function scim(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: object,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url: `/scim/v2${path}`,
    headers: {
      authorization: `Bearer ${ENTRA}`,
      ...(body ? { 'content-type': 'application/scim+json' } : {}),
      ...headers,
    },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a SCIM body is read loosely by the assertions
function scimJson<T = Record<string, any>>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  if (status !== 204) expect(response.headers['content-type']).toMatch(/^application\/scim\+json/);
  return response.json() as T;
}

function expectScimError(response: LightMyRequestResponse, status: number, scimType?: string) {
  const body = scimJson(response, status);
  expect(body.schemas).toEqual([SCIM.error]);
  expect(body.status).toBe(String(status));
  if (scimType) expect(body.scimType).toBe(scimType);
  return body.detail as string;
}

const newUser = (overrides: Record<string, unknown> = {}) => ({
  schemas: [SCIM.user, SCIM.enterprise, SCIM.portal],
  userName: 'Ana.Mora@example.com',
  externalId: 'entra-ana',
  active: true,
  name: { givenName: 'Ana', familyName: 'Mora' },
  emails: [{ value: 'ana.mora@example.com', type: 'work', primary: true }],
  preferredLanguage: 'es-CR',
  [SCIM.enterprise]: { employeeNumber: 'SC-1001', department: 'Soporte', title: 'Agente' },
  [SCIM.portal]: { birthday: '1995-04-12', hireDate: '2026-11-30' },
  ...overrides,
});

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SCIM_TOKEN: `entra:${ENTRA},okta:${OKTA}` },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** The first-login link of the last e-mail sent to `address`, once the sender has run. */
async function firstLoginPath(address: string): Promise<string> {
  const sender = createMailSender({
    batch: 20,
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    from: 'Portal <portal@example.com>',
    maxAttempts: 5,
    intervalSeconds: 10,
    log: () => undefined,
  });
  await runJob(t.db, sender.job, new Date());
  sender.close();
  const mail = smtp.received.filter((received) => received.to === address).pop();
  const link = /http:\/\/localhost:8080(\/idp\/welcome\/[A-Za-z0-9_-]+)/.exec(mail?.raw ?? '');
  expect(link, mail?.raw).not.toBeNull();
  return link![1]!;
}

describe('the Entra ID sequence', () => {
  it('creates, changes, hands over and deactivates an employee, who signs in meanwhile', async () => {
    const lookup = scimJson(
      await scim(
        'GET',
        `/Users?filter=${encodeURIComponent('userName eq "ana.mora@example.com"')}`,
      ),
    );
    expect(lookup).toMatchObject({ schemas: [SCIM.list], totalResults: 0, Resources: [] });

    const supervisorId = await employeeIdOf(t, 'supervisor');
    const created = await scim(
      'POST',
      '/Users',
      newUser({
        [SCIM.enterprise]: {
          employeeNumber: 'SC-1001',
          department: 'Soporte',
          title: 'Agente',
          manager: { value: String(supervisorId) },
        },
      }),
    );
    const ana = scimJson(created, 201);
    expect(created.headers.location).toMatch(new RegExp(`/scim/v2/Users/${ana.id}$`));
    expect(created.headers.etag).toBe(ana.meta.version);
    expect(ana).toMatchObject({
      userName: 'ana.mora@example.com',
      active: true,
      displayName: 'Ana Mora',
      preferredLanguage: 'es',
      [SCIM.enterprise]: {
        employeeNumber: 'SC-1001',
        department: 'Soporte',
        manager: { value: String(supervisorId) },
      },
      [SCIM.portal]: { birthday: '1995-04-12', hireDate: '2026-11-30' },
    });
    const [audit] = await t.auditRows('employee', ana.id);
    expect(audit).toMatchObject({ action: 'create', actor_username: 'scim:entra' });

    const found = scimJson(
      await scim(
        'GET',
        `/Users?filter=${encodeURIComponent('emails[type eq "work"].value eq "ANA.MORA@example.com" and externalId eq "entra-ana"')}`,
      ),
    );
    expect(found.Resources.map((user: { id: string }) => user.id)).toEqual([ana.id]);

    const changed = scimJson(
      await scim('PATCH', `/Users/${ana.id}`, {
        schemas: [SCIM.patch],
        Operations: [
          { op: 'Replace', path: 'displayName', value: 'Ana María Mora' },
          { op: 'replace', path: 'name.familyName', value: 'Mora Solís' },
          { op: 'add', path: 'phoneNumbers[type eq "work"].value', value: '+506 2222 0000' },
          { op: 'replace', path: `${SCIM.enterprise}:department`, value: 'Ventas' },
        ],
      }),
    );
    expect(changed).toMatchObject({
      displayName: 'Ana María Mora',
      name: { familyName: 'Mora Solís' },
      phoneNumbers: [{ value: '+506 2222 0000', type: 'work' }],
      [SCIM.enterprise]: { department: 'Ventas' },
    });

    // The link mailed to her: she chooses a password, then signs in with it.
    const welcome = await firstLoginPath('ana.mora@example.com');
    const page = await t.app.inject({ method: 'GET', url: welcome });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('ana.mora@example.com');
    const choose = (password: string, confirm = password) =>
      t.app.inject({
        method: 'POST',
        url: welcome,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ password, confirm, locale: 'en' }).toString(),
      });
    expect((await choose('short')).statusCode).toBe(400);
    expect((await choose('a long password 1', 'another one 12345')).statusCode).toBe(400);
    const chosen = await choose('a long password 1');
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe('http://localhost:8080/portal/');
    expect((await choose('a long password 1')).statusCode).toBe(410);
    const flow = await startLogin(t);
    const login = await submitLogin(t, flow, {
      username: 'ana.mora@example.com',
      password: 'a long password 1',
    });
    expect(login.statusCode, login.body).toBe(303);
    const profile = `/User/GetUserByUserName/ana.mora@example.com`;
    expect((await t.call('ana.mora@example.com', 'GET', profile)).statusCode).toBe(200);

    // Entra's manager change: the id alone, under the enterprise URN.
    const adminId = await employeeIdOf(t, 'admin');
    const moved = scimJson(
      await scim('PATCH', `/Users/${ana.id}`, {
        schemas: [SCIM.patch],
        Operations: [{ op: 'Add', path: `${SCIM.enterprise}:manager`, value: String(adminId) }],
      }),
    );
    expect(moved[SCIM.enterprise].manager.value).toBe(String(adminId));

    // Deactivated as Entra writes it: the string "False"; her next call is refused.
    const off = scimJson(
      await scim('PATCH', `/Users/${ana.id}`, {
        schemas: [SCIM.patch],
        Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
      }),
    );
    expect(off.active).toBe(false);
    await t.accessSettled();
    expect((await t.call('ana.mora@example.com', 'GET', profile)).statusCode).toBe(401);
    const trail = await t.auditRows('employee', ana.id);
    expect(trail.at(-1)).toMatchObject({ action: 'delete', actor_username: 'scim:entra' });

    // Back on without a path, Entra's other form.
    const on = scimJson(
      await scim('PATCH', `/Users/${ana.id}`, {
        schemas: [SCIM.patch],
        Operations: [{ op: 'replace', value: { active: true } }],
      }),
    );
    expect(on.active).toBe(true);
  });

  it('hands a pending request over to the new supervisor', async () => {
    const [day] = await workingDays(t, `${nextYear()}-03-02`, 1);
    await requestDay(t, 'employee', {
      ...(await categoryOf(t, 'Día personal')),
      requestDate: day!,
    });
    const employeeId = await employeeIdOf(t, 'employee');
    const adminId = await employeeIdOf(t, 'admin');
    const before = (await notificationsOf(t, 'admin')).length;
    scimJson(
      await scim('PATCH', `/Users/${employeeId}`, {
        schemas: [SCIM.patch],
        Operations: [
          { op: 'replace', path: `${SCIM.enterprise}:manager`, value: { value: String(adminId) } },
        ],
      }),
    );
    const notices = await notificationsOf(t, 'admin');
    // One notice per pending request of theirs, the new one among them.
    expect(notices.length).toBeGreaterThan(before);
    expect(notices[0]).toMatchObject({ kind: 'personalDays' });
  });

  it('lists a page at a time, with the attributes asked for', async () => {
    const all = scimJson(await scim('GET', '/Users?count=0'));
    expect(all.totalResults).toBeGreaterThan(5);
    expect(all.Resources).toEqual([]);
    const page = scimJson(await scim('GET', '/Users?startIndex=3&count=2&attributes=userName'));
    expect(page).toMatchObject({ totalResults: all.totalResults, startIndex: 3, itemsPerPage: 2 });
    expect(Object.keys(page.Resources[0]).sort()).toEqual(['id', 'schemas', 'userName']);
    const lean = scimJson(
      await scim('GET', `/Users?count=1&excludedAttributes=emails,${SCIM.portal}`),
    );
    expect(lean.Resources[0].emails).toBeUndefined();
    expect(lean.Resources[0][SCIM.portal]).toBeUndefined();
    expect(lean.Resources[0].userName).toBeDefined();
  });

  it('describes itself', async () => {
    const config = scimJson(await scim('GET', '/ServiceProviderConfig'));
    expect(config).toMatchObject({ patch: { supported: true }, etag: { supported: true } });
    const types = scimJson(await scim('GET', '/ResourceTypes'));
    expect(types.Resources.map((type: { id: string }) => type.id)).toEqual(['User']);
    const schemas = scimJson(await scim('GET', '/Schemas'));
    expect(schemas.Resources.map((schema: { id: string }) => schema.id)).toEqual([
      SCIM.user,
      SCIM.enterprise,
      SCIM.portal,
    ]);
    expectScimError(await scim('GET', '/Schemas/urn:nothing'), 404);
  });
});

describe('refusals', () => {
  it('refuses a missing or wrong token, and an employee’s session, and audits it', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/scim/v2/Users' });
    expectScimError(missing, 401);
    expectScimError(await scim('GET', '/Users', undefined, { authorization: 'Bearer nope' }), 401);
    const session = await t.tokenOf('admin');
    expectScimError(
      await scim('GET', '/Users', undefined, { authorization: `Bearer ${session}` }),
      401,
    );
    const refusals = await t.auditRows('provisioning_client', 'unknown');
    expect(refusals.length).toBeGreaterThanOrEqual(3);
    // The other client is let in, and named in the trail.
    const okta = await scim(
      'POST',
      '/Users',
      newUser({
        userName: 'luis@example.com',
        externalId: 'okta-luis',
        emails: [{ value: 'luis@example.com', type: 'work' }],
        [SCIM.enterprise]: { employeeNumber: 'SC-2002' },
      }),
      { authorization: `Bearer ${OKTA}` },
    );
    const luis = scimJson(okta, 201);
    expect((await t.auditRows('employee', luis.id))[0]!.actor_username).toBe('scim:okta');
  });

  it('refuses bad filters', async () => {
    const filter = (text: string) => scim('GET', `/Users?filter=${encodeURIComponent(text)}`);
    expectScimError(await filter('userName eq'), 400, 'invalidFilter');
    expectScimError(await filter('password eq "x"'), 400, 'invalidFilter');
    expectScimError(await filter('active gt true'), 400, 'invalidFilter');
    const either = scimJson(await filter('userName eq "employee" or userName eq "supervisor"'));
    expect(either.totalResults).toBe(2);
  });

  it('answers 409 for a taken employeeNumber or userName', async () => {
    const badge = await t.db
      .selectFrom('employees')
      .select('badge')
      .where('username', '=', 'employee')
      .executeTakeFirstOrThrow();
    const sameBadge = newUser({
      userName: 'other@example.com',
      externalId: null,
      [SCIM.enterprise]: { employeeNumber: badge.badge },
    });
    expectScimError(await scim('POST', '/Users', sameBadge), 409, 'uniqueness');
    const sameName = newUser({
      userName: 'EMPLOYEE',
      externalId: null,
      [SCIM.enterprise]: { employeeNumber: 'SC-3003' },
    });
    expect(expectScimError(await scim('POST', '/Users', sameName), 409, 'uniqueness')).toMatch(
      /userName/,
    );
  });

  it('names the attribute of a bad value at any depth, never a 5xx', async () => {
    // A badge and a user name nobody has: only the bad value is refused.
    const fresh = (overrides: Record<string, unknown>) =>
      newUser({
        userName: 'fresh@example.com',
        externalId: null,
        [SCIM.enterprise]: { employeeNumber: 'SC-9009' },
        ...overrides,
      });
    const cases: [object, RegExp][] = [
      [fresh({ name: { givenName: { first: 'Ana' }, familyName: 'Mora' } }), /name\.givenName/],
      [fresh({ emails: [{ value: ['a@example.com'] }] }), /emails\[0\]\.value/],
      [fresh({ active: 'maybe' }), /active/],
      [fresh({ [SCIM.portal]: { birthday: '1995-02-30' } }), /birthday/],
      [fresh({ [SCIM.enterprise]: { employeeNumber: 'SC 4' } }), /employeeNumber/],
      [
        fresh({ [SCIM.enterprise]: { employeeNumber: 'SC-5', manager: { value: '999999' } } }),
        /manager/,
      ],
      [fresh({ name: { familyName: 'Mora' } }), /name\.givenName/],
    ];
    for (const [body, attribute] of cases) {
      expect(expectScimError(await scim('POST', '/Users', body), 400, 'invalidValue')).toMatch(
        attribute,
      );
    }
    const id = await employeeIdOf(t, 'supervisor');
    const patch = (operations: object[]) =>
      scim('PATCH', `/Users/${id}`, { schemas: [SCIM.patch], Operations: operations });
    expectScimError(
      await patch([{ op: 'move', path: 'active', value: false }]),
      400,
      'invalidSyntax',
    );
    expectScimError(await patch([{ op: 'replace', path: 'id', value: '1' }]), 400, 'mutability');
    expectScimError(
      await patch([{ op: 'replace', path: 'emails[type eq', value: 'x' }]),
      400,
      'invalidPath',
    );
    expectScimError(await patch([{ op: 'replace', path: 'userName', value: 7 }]), 400);
    expectScimError(
      await patch([{ op: 'replace', path: 'name', value: 'x' }]),
      400,
      'invalidValue',
    );
    expectScimError(await scim('GET', '/Users/abc'), 404);
    expectScimError(await scim('DELETE', '/Users/999999'), 404);
  });

  it('changes only the version the client has (If-Match), else 412', async () => {
    const id = await employeeIdOf(t, 'newhire');
    const user = scimJson(await scim('GET', `/Users/${id}`));
    const stale = '"W/\\"stale\\""';
    expectScimError(
      await scim('PUT', `/Users/${id}`, { ...user, displayName: 'X' }, { 'if-match': stale }),
      412,
    );
    const replaced = scimJson(
      await scim(
        'PUT',
        `/Users/${id}`,
        { ...user, displayName: 'Nuevo Nombre' },
        { 'if-match': user.meta.version },
      ),
    );
    expect(replaced.displayName).toBe('Nuevo Nombre');
    expect(replaced.meta.version).not.toBe(user.meta.version);
    const gone = await scim('DELETE', `/Users/${id}`, undefined, {
      'if-match': replaced.meta.version,
    });
    expect(gone.statusCode).toBe(204);
    expect(scimJson(await scim('GET', `/Users/${id}`)).active).toBe(false);
  });
});
