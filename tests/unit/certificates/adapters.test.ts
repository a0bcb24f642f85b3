// @vitest-environment node
import { HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { dateToken } from '../../../contracts/dateToken';
import {
  certificateRequest,
  foodHandlerReviewAdapter,
  myCertificatesAdapter,
} from '../../../dataProviders/certificates/certificates';
import { incapacityProblem } from '../../../src/modules/certificates/certificateRules';
import { fakeMainApi, MAIN_API } from '../helpers/fakeMainApi';

// The family's base is the adapters' parameter: the fake API serves it.
const API = MAIN_API;
const KEY = 'portal-certificates';
const PHRASE = 'frase del token';

const issued = {
  id: 9,
  verificationCode: 'K7Q2-M9XD-4TPA',
  type: 'salary',
  issuedOn: '2026-11-24',
  verificationUrl: 'http://portal.test/api/certificates/verificacion/K7Q2-M9XD-4TPA',
  pdfUrl: 'http://portal.test/api/certificates/certificados/9/pdf?codigoEmpleado=100002',
};

const api = fakeMainApi({
  respond: (_request, { url, method }) => {
    if (url.startsWith('/certificados?codigoEmpleado=')) {
      return HttpResponse.json([{ ...issued, code: 2, status: 'valid' }], {
        headers: { 'X-Total-Count': '12' },
      });
    }
    if (url.startsWith('/certificados?code=') && method === 'POST') {
      return HttpResponse.json(issued, { status: 201 });
    }
    if (url.startsWith('/revision-sanitario?')) {
      const legajo = new URL(`http://x${url}`).searchParams.get('legajo');
      if (legajo !== '100002') return HttpResponse.json({ message: 'No' }, { status: 403 });
      return HttpResponse.json({
        legajo,
        status: 'valid',
        reviewedOn: '2026-03-01',
        expiresOn: '2027-03-01',
      });
    }
    return HttpResponse.json({ message: 'unexpected' }, { status: 500 });
  },
});

describe('certificates adapters over the certificates family', () => {
  it('lists my certificates by my badge as codigoEmpleado, by size and offset', async () => {
    const adapter = myCertificatesAdapter(API, api.http, KEY);
    const { data, total } = await adapter.getList('my-certificates', {
      filter: { badge: '100002' },
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
    });
    expect(total).toBe(12);
    expect(data[0]).toMatchObject({ id: 9, verificationCode: 'K7Q2-M9XD-4TPA' });
    expect(api.sent).toEqual([
      { method: 'GET', url: '/certificados?codigoEmpleado=100002&size=10&offset=10', body: null },
    ]);
  });

  it('asks nothing before the badge is known', async () => {
    const adapter = myCertificatesAdapter(API, api.http, KEY);
    const { data, total } = await adapter.getList('my-certificates', {
      filter: {},
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
    });
    expect({ data, total }).toEqual({ data: [], total: 0 });
    expect(api.sent).toEqual([]);
  });

  it('issues one with the function key, the city San Jose and today', async () => {
    const adapter = myCertificatesAdapter(API, api.http, KEY);
    const { data } = await adapter.create('my-certificates', {
      data: { code: 2, badge: '100002', today: '2026-11-24', incapacityStart: '2026-10-01' },
    });
    expect(data).toEqual(issued);
    expect(api.sent).toEqual([
      {
        method: 'POST',
        url: `/certificados?code=${KEY}`,
        // A leftover incapacity date is not sent for a salary certificate.
        body: {
          codigoCertificado: 2,
          codigoEmpleado: 100002,
          fechaDocumento: '2026-11-24',
          ciudad: 'San Jose',
        },
      },
    ]);
  });

  it('sends the incapacity start for type 3 only', () => {
    expect(
      certificateRequest({
        code: 3,
        badge: '100002',
        today: '2026-11-24',
        incapacityStart: '2026-10-01',
      }),
    ).toEqual({
      codigoCertificado: 3,
      codigoEmpleado: 100002,
      fechaDocumento: '2026-11-24',
      ciudad: 'San Jose',
      fechaInicioIncapacidad: '2026-10-01',
    });
  });

  it('reads my food-handler review by legajo with today’s client date-token', async () => {
    const adapter = foodHandlerReviewAdapter(API, api.http, () => dateToken(PHRASE));
    const { data } = await adapter.getOne('food-handler-review', { id: '100002' });
    expect(data).toMatchObject({ id: '100002', status: 'valid', expiresOn: '2027-03-01' });
    const sent = new URL(`http://x${api.sent[0]?.url}`).searchParams;
    expect(sent.get('legajo')).toBe('100002');
    expect(sent.get('token')).toBe(await dateToken(PHRASE));
  });

  it('reports a refusal with its status and message (the session goes on)', async () => {
    const adapter = foodHandlerReviewAdapter(API, api.http, () => dateToken(PHRASE));
    const refusal = await adapter.getOne('food-handler-review', { id: '100003' }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).status).toBe(403);
  });
});

describe('the incapacity start before sending', () => {
  const today = '2026-11-24';
  it.each([
    ['', 'required'],
    ['2026-11-25', 'future'],
    ['2025-11-23', 'tooOld'],
    ['2025-11-24', null],
    ['2026-11-24', null],
  ])('%s → %s', (start, problem) => {
    expect(incapacityProblem(start, today)).toBe(problem);
  });
});
