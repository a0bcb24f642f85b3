import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { injectMultipart, type MultipartField, type TestApp } from '../helpers';

/**
 * What the referral suites share: calls to the employee-tools middleware (the helpers' `call`
 * reaches the main API only), SaveRaft's multipart body, and a valid referral of a fresh candidate.
 */

/** A call to the employee-tools middleware (`/api/tools${path}`) as `username`. */
export async function callTools(
  t: TestApp,
  username: string,
  method: HTTPMethods,
  path: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url: `/api/tools${path}`,
    headers: { authorization: `Bearer ${await t.tokenOf(username)}`, ...headers },
  });
}

/** POST {tools}/api/Raft/SaveRaft as `username` with these fields (files as a browser sends them). */
export const saveRaft = async (
  t: TestApp,
  username: string,
  fields: Record<string, MultipartField>,
  files: [string, MultipartField][] = [],
): Promise<LightMyRequestResponse> =>
  injectMultipart(t.app, {
    url: '/api/tools/api/Raft/SaveRaft',
    token: await t.tokenOf(username),
    fields: [...Object.entries(fields), ...files],
    fileType: 'application/pdf',
  });

let sequence = 0;
/** A 9-digit identification number no other referral of the suite's database has. */
export const freshIdentification = (): string => String(500_000_001 + sequence++);

/** The seeded location and position ids by name. */
export async function referenceIds(t: TestApp) {
  const location = async (name: string) =>
    (
      await t.db
        .selectFrom('referral_locations')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;
  const position = async (title: string) =>
    (
      await t.db
        .selectFrom('referral_positions')
        .select('id')
        .where('title', '=', title)
        .executeTakeFirstOrThrow()
    ).id;
  return {
    sabana: await location('San José – Sabana'),
    remote: await location('Remoto'),
    agent: await position('Agente de servicio al cliente'),
    digitalSales: await position('Asesor de ventas digitales'),
    inactive: await position('Coordinador de calidad bilingüe'),
  };
}

/** Every field of a valid referral by `badge` of a new candidate at `location` for `positionId`. */
export function referralFields(
  badge: string,
  { location, positionId }: { location: number; positionId: number },
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    badge,
    identificationNumber: freshIdentification(),
    firstName: 'Lucía',
    secondName: 'María',
    lastName: 'Herrera',
    secondLastName: 'Salas',
    phone: '8888-1234',
    personalPhone: '2222 3344',
    candidateEmail: 'lucia.herrera@correo.example.com',
    personalEmail: '',
    candidateProfile: 'Tres años en atención al cliente bilingüe.',
    englishLevel: 'B2',
    isExternalreference: 'false',
    academicGrade: 'university',
    othersDetails: '',
    paymentMethod: 'payroll',
    isResumeActive: 'true',
    isResumeRequired: 'false',
    workType: 'onSite',
    promotionalCode: 'BAF-2026-Q4',
    location: String(location),
    positionId: String(positionId),
    ...overrides,
  };
}

/** Gives `username` the Raft_User role (the guard reads the roles held at sign-in). */
export async function makeReferrer(t: TestApp, username: string): Promise<void> {
  const employee = await t.db
    .selectFrom('employees')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  const role = await t.db
    .selectFrom('roles')
    .select('id')
    .where('code', '=', 'Raft_User')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('role_users')
    .values({ role_id: role.id, employee_id: employee.id, created_at: new Date().toISOString() })
    .execute();
}
