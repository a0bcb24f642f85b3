import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { RESUME_PDF } from '../../fixtures/documents';
import { OPENING } from '../../fixtures/growth';
import { injectMultipart, type MultipartField, type TestApp } from '../helpers';

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
export const growthMultipart = async (
  t: TestApp,
  username: string,
  path: string,
  fields: Record<string, MultipartField>,
  token?: string,
): Promise<LightMyRequestResponse> =>
  injectMultipart(t.app, {
    url: `${GROWTH}${path}`,
    token: token ?? (await t.tokenOf(username)),
    fields: Object.entries(fields),
    fileType: 'application/pdf',
  });

/** The id of the opening titled `title` (a seeded one). */
export const openingIdOf = async (t: TestApp, title: string): Promise<number> =>
  (
    await t.db
      .selectFrom('growth_openings')
      .select('id')
      .where('title', '=', title)
      .executeTakeFirstOrThrow()
  ).id;

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
    ...OPENING,
    ...fields,
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<{ id: number }>().id;
}
