import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { RESUME_PDF } from '../../fixtures/documents';
import type { MultipartField, TestApp } from '../helpers';

/** The growth family's base: its calls keep the contract's `/api/…` paths under it. */
export const GROWTH = '/api/growth';

/** A JSON call to the growth family as `username`. */
export const growthCall = async (
  t: TestApp,
  username: string,
  method: HTTPMethods,
  path: string,
  payload?: object,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method,
    url: `${GROWTH}${path}`,
    headers: { authorization: `Bearer ${await t.tokenOf(username)}`, ...headers },
    ...(payload ? { payload } : {}),
  });

/** A multipart call to the growth family, encoded as a browser's FormData sends it. */
export async function growthMultipart(
  t: TestApp,
  username: string,
  path: string,
  fields: Record<string, MultipartField>,
  token?: string,
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(
        name,
        new Blob([new Uint8Array(value.data)], { type: value.type ?? 'application/pdf' }),
        value.filename,
      );
  }
  const encoded = new Response(form);
  return t.app.inject({
    method: 'POST',
    url: `${GROWTH}${path}`,
    headers: {
      authorization: `Bearer ${token ?? (await t.tokenOf(username))}`,
      'content-type': encoded.headers.get('content-type')!,
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

/** The badge of a seeded user. */
export const badgeOf = async (t: TestApp, username: string): Promise<string> =>
  (
    await t.db
      .selectFrom('employees')
      .select('badge')
      .where('username', '=', username)
      .executeTakeFirstOrThrow()
  ).badge;

/** A complete application of `badge` to `openingId`, with a PDF résumé. */
export const applicationFields = (
  badge: string,
  openingId: number,
  more: Record<string, MultipartField> = {},
): Record<string, MultipartField> => ({
  email: 'esteban.vargas@portal.example.com',
  phone: '8888 1234',
  badge,
  openingId: String(openingId),
  job: 'Vacante',
  workSchedule: '',
  startTime: '',
  endTime: '',
  resumeName: 'Mi currículum.pdf',
  resume: { filename: 'cv.pdf', data: RESUME_PDF },
  ...more,
});

/** Creates an opening as growth.owner through the administration; answers its id. */
export async function createOpening(
  t: TestApp,
  fields: Partial<Record<string, unknown>> = {},
): Promise<number> {
  const response = await t.call('growth.owner', 'POST', '/admin/growth-openings', {
    title: 'Supervisor de prueba',
    area: 'Operaciones',
    location: 'Heredia',
    description: 'Una vacante creada por las pruebas de la API.',
    requirements: 'Ninguno.',
    workSchedule: 'Lunes a viernes',
    startTime: '08:00',
    endTime: '17:00',
    minMonthsInPosition: 6,
    closesOn: null,
    active: true,
    ...fields,
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<{ id: number }>().id;
}
