// @vitest-environment node
import { HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { DayRequest, UserValidation } from '../../../contracts/personalDays/personalDays';
import {
  dayCategoriesAdapter,
  dayIntervalsAdapter,
  dayRequestsAdapter,
  userValidationAdapter,
} from '../../../dataProviders/personalDays/personalDays';
import { fakeMainApi, MAIN_API } from '../helpers/fakeMainApi';
import { personalDayBalance } from './fixtures';

const request = {
  id: 7,
  categoryId: 1,
  category: 'Día personal',
  timeIntervalId: 2,
  timeInterval: 'Mañana',
  requestDate: '2026-12-02',
  comment: 'Trámite',
  status: 'submitted',
  history: [],
} as unknown as DayRequest;
const validation: UserValidation = {
  allowed: true,
  reasons: [],
  probationEndsOn: '2020-04-01',
  year: 2026,
  mayApprove: false,
  balance: [personalDayBalance],
};

const api = fakeMainApi({
  respond: (_request, { method, url }) => {
    if (url === '/PersonalDays/GetCategories') {
      return HttpResponse.json([{ id: 1, name: 'Día personal', yearlyQuotaHalves: 6 }]);
    }
    if (url.startsWith('/PersonalDays/GetTimeIntervalsByCategory/')) {
      return HttpResponse.json([{ id: 2, categoryId: 1, name: 'Mañana', halves: 1 }]);
    }
    if (url.startsWith('/PersonalDays/GetDaysRequests')) {
      return HttpResponse.json([request], { headers: { 'X-Total-Count': '31' } });
    }
    if (url.startsWith('/PersonalDays/InitialUserValidation/'))
      return HttpResponse.json(validation);
    if (url === '/PersonalDays/AddRequestDay') {
      return HttpResponse.json(
        {
          message: 'Ese día ya lo solicitó.',
          errors: { requestDate: 'Ese día ya lo solicitó.' },
        },
        { status: 400 },
      );
    }
    if (url.startsWith('/PersonalDays/UpdateReqestDate/') && method === 'POST') {
      return HttpResponse.json({ ...request, requestDate: '2026-12-03' });
    }
    if (url.startsWith('/PersonalDays/Delete/')) {
      return HttpResponse.json({ ...request, status: 'cancelled' });
    }
    return HttpResponse.json({ message: 'no' }, { status: 404 });
  },
});

const list = { pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'ASC' as const } };

describe('personal days adapters over the main family', () => {
  it('reads the categories, and the intervals only of a chosen category', async () => {
    const categories = await dayCategoriesAdapter(MAIN_API, api.http).getList(
      'personal-day-categories',
      { ...list, filter: {} },
    );
    expect(categories.data).toHaveLength(1);
    const intervals = dayIntervalsAdapter(MAIN_API, api.http);
    // No category yet: nothing is asked.
    expect(await intervals.getList('personal-day-intervals', { ...list, filter: {} })).toEqual({
      data: [],
      total: 0,
    });
    const { data } = await intervals.getList('personal-day-intervals', {
      ...list,
      filter: { categoryId: 1 },
    });
    expect(data[0]).toMatchObject({ name: 'Mañana', halves: 1 });
    expect(api.sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /PersonalDays/GetCategories',
      'GET /PersonalDays/GetTimeIntervalsByCategory/1',
    ]);
  });

  it('lists my requests by status and page, totalled by the service', async () => {
    const adapter = dayRequestsAdapter(MAIN_API, api.http);
    const { total } = await adapter.getList('personal-day-requests', {
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'requestDate', order: 'DESC' },
      filter: { status: 'approved', other: 'x' },
    });
    expect(total).toBe(31);
    await adapter.getList('personal-day-requests', { ...list, filter: {} });
    expect(api.sent.map(({ url }) => url)).toEqual([
      '/PersonalDays/GetDaysRequests?status=approved&page=2&perPage=20',
      '/PersonalDays/GetDaysRequests?page=1&perPage=50',
    ]);
  });

  it('reads one of my pending requests among the pending ones, and none that is not', async () => {
    const adapter = dayRequestsAdapter(MAIN_API, api.http);
    const { data } = await adapter.getOne('personal-day-requests', { id: 7 });
    expect(data).toMatchObject({ id: 7, requestDate: '2026-12-02' });
    expect(api.sent[0]?.url).toBe(
      '/PersonalDays/GetDaysRequests?status=submitted&page=1&perPage=100',
    );
    const missing = await adapter
      .getOne('personal-day-requests', { id: 8 })
      .catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(HttpError);
    expect((missing as HttpError).status).toBe(404);
  });

  it('sends a new request as the contract’s body, and shows a refused day on its input', async () => {
    const adapter = dayRequestsAdapter(MAIN_API, api.http);
    const refusal = await adapter
      .create('personal-day-requests', {
        data: { categoryId: 1, timeIntervalId: 2, requestDate: '2026-12-02', comment: '' },
      })
      .catch((error: unknown) => error);
    expect(api.sent[0]).toEqual({
      method: 'POST',
      url: '/PersonalDays/AddRequestDay',
      body: { categoryId: 1, timeIntervalId: 2, requestDate: '2026-12-02', comment: '' },
    });
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).body).toMatchObject({
      errors: { requestDate: 'Ese día ya lo solicitó.' },
    });
  });

  it('changes a day with UpdateReqestDate (a POST, its data in the query) and cancels with Delete', async () => {
    const adapter = dayRequestsAdapter(MAIN_API, api.http);
    const { data } = await adapter.update('personal-day-requests', {
      id: 7,
      data: { requestDate: '2026-12-03', comment: 'Cita médica & trámite' },
      previousData: request,
    });
    expect(data).toMatchObject({ requestDate: '2026-12-03' });
    const cancelled = await adapter.delete('personal-day-requests', {
      id: 7,
      previousData: request,
    });
    expect(cancelled.data).toMatchObject({ status: 'cancelled' });
    expect(api.sent).toEqual([
      {
        method: 'POST',
        url: '/PersonalDays/UpdateReqestDate/7?requestDate=2026-12-03&comment=Cita+m%C3%A9dica+%26+tr%C3%A1mite',
        body: null,
      },
      { method: 'DELETE', url: '/PersonalDays/Delete/7', body: null },
    ]);
  });

  it('asks InitialUserValidation with my badge and answers it as a record of that id', async () => {
    const adapter = userValidationAdapter(MAIN_API, api.http);
    const { data } = await adapter.getOne('personal-days-validation', { id: '100002' });
    expect(data).toMatchObject({ id: '100002', allowed: true, year: 2026 });
    expect(api.sent[0]?.url).toBe('/PersonalDays/InitialUserValidation/100002');
  });
});
