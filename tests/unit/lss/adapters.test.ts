// @vitest-environment node
import { HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { LSS_STATEMENTS } from '../../../contracts/lss/questionnaire';
import type { LssAccounts } from '../../../contracts/lss/lss';
import {
  lssAccountsAdapter,
  lssSupervisorsAdapter,
  lssSurveyAdapter,
  surveyBody,
} from '../../../dataProviders/lss/lss';
import { fakeMainApi, MAIN_API } from '../helpers/fakeMainApi';

const accounts: LssAccounts = {
  accounts: ['Banca Digital', 'Seguros'],
  mine: 'Banca Digital',
  position: 'Agente de servicio al cliente',
  supervisor: { badge: '100012', fullName: 'Silvia Méndez Porras' },
};
const AGAIN = 'Ya respondió la encuesta de liderazgo de este trimestre (2026-Q4).';

const api = fakeMainApi({
  respond: (request, { url, body }) => {
    if (url === '/account') return HttpResponse.json(accounts);
    if (url.startsWith('/supervisor'))
      return HttpResponse.json([{ badge: '100012', fullName: 'Silvia Méndez Porras' }]);
    if (request.method === 'GET' && url.startsWith('/LSS'))
      return HttpResponse.json({
        username: 'employee',
        period: '2026-Q4',
        answered: false,
        answeredOn: null,
      });
    if ((body as { general?: number }).general === 1)
      return HttpResponse.json(
        { message: AGAIN, errors: { period: 'ya respondió el trimestre 2026-Q4' } },
        { status: 409 },
      );
    return HttpResponse.json({ period: '2026-Q4', answeredOn: '2026-11-24' }, { status: 201 });
  },
});
const seen = api.sent;
const list = { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' as const } };

/** A complete survey as the form holds it: radio choices as text. */
const values = {
  cuentaArea: ' Banca Digital ',
  jefeDirecto: '100012',
  jefeDirectoPersona: 'Silvia Méndez Porras',
  posicion: 'Agente de servicio al cliente',
  reunionesultimomes: '3',
  oneOnOneUltimas2semanas: 'false',
  ...Object.fromEntries(LSS_STATEMENTS.map((statement) => [statement, '4'])),
  general: '9',
  sugerencias: '  Gracias  ',
};

describe('the survey’s payload', () => {
  it('sends numbers as numbers, the one-on-one as a boolean and trimmed texts', () => {
    const body = surveyBody(values) as Record<string, unknown>;
    expect(body).toMatchObject({
      cuentaArea: 'Banca Digital',
      reunionesultimomes: 3,
      oneOnOneUltimas2semanas: false,
      ayudaMano: 4,
      perseverante: 4,
      general: 9,
      sugerencias: 'Gracias',
    });
    expect(Object.keys(body)).toHaveLength(31);
    expect(surveyBody({ ...values, oneOnOneUltimas2semanas: true })).toMatchObject({
      oneOnOneUltimas2semanas: true,
    });
  });

  it('leaves an unanswered question empty, so the service names it', () => {
    const body = surveyBody({
      ...values,
      ayudaMano: null,
      general: '',
      oneOnOneUltimas2semanas: null,
      sugerencias: undefined,
    }) as Record<string, unknown>;
    expect(body.ayudaMano).toBeUndefined();
    expect(body.general).toBeUndefined();
    expect(body.oneOnOneUltimas2semanas).toBeUndefined();
    expect(body.sugerencias).toBe('');
  });
});

describe('the survey’s adapters', () => {
  it('reads my place as the one record `mine`', async () => {
    const { data } = await lssAccountsAdapter(MAIN_API, api.http).getOne('lss-accounts', {
      id: 'mine',
    });
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/account' });
    expect(data).toEqual({ ...accounts, id: 'mine' });
  });

  it('asks for the supervisors of the chosen account only, each by badge', async () => {
    const adapter = lssSupervisorsAdapter(MAIN_API, api.http);
    expect(await adapter.getList('lss-supervisors', { ...list, filter: {} })).toEqual({
      data: [],
      total: 0,
    });
    expect(seen).toHaveLength(0);
    const { data } = await adapter.getList('lss-supervisors', {
      ...list,
      filter: { account: 'Banca Digital' },
    });
    expect(seen[0]!.url).toBe('/supervisor?account=Banca+Digital');
    expect(data).toEqual([{ id: '100012', badge: '100012', fullName: 'Silvia Méndez Porras' }]);
  });

  it('reads my participation by user name', async () => {
    const { data } = await lssSurveyAdapter(MAIN_API, api.http).getOne('lss-survey', {
      id: 'employee',
    });
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/LSS?username=employee' });
    expect(data).toMatchObject({ id: 'employee', answered: false, period: '2026-Q4' });
  });

  it('sends the survey to POST /LSS and answers the quarter', async () => {
    const { data } = await lssSurveyAdapter(MAIN_API, api.http).create('lss-survey', {
      data: values,
    });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/LSS' });
    expect(seen[0]!.body).toEqual(surveyBody(values));
    expect(data).toEqual({ id: '2026-Q4', period: '2026-Q4', answeredOn: '2026-11-24' });
  });

  it('passes the service’s refusal of a second answer on, in its words', async () => {
    const refused = await lssSurveyAdapter(MAIN_API, api.http)
      .create('lss-survey', { data: { ...values, general: '1' } })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(409);
    expect((refused as HttpError).message).toBe(AGAIN);
  });
});
