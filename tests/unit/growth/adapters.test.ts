// @vitest-environment node
// Node's own fetch, FormData and File: jsdom's FormData is not one Node's fetch can send.
import { HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Application, GrowthProfile } from '../../../contracts/growth/growth';
import {
  growthApplicationDetailsAdapter,
  growthMetricsAdapter,
  growthMyApplicationsAdapter,
  growthOpportunitiesAdapter,
  growthOpportunityDetailsAdapter,
  growthProfileAdapter,
} from '../../../dataProviders/growth/growth';
import { fakeMainApi, MAIN_API } from '../helpers/fakeMainApi';

/** The growth family, faked under the same host. */
const GROWTH_API = `${MAIN_API}/growth`;

const application = {
  id: 5,
  openingId: 2,
  job: 'Analista de calidad',
  resumeName: 'cv.pdf',
  resumeUrl: '/api/Application/5/Resume',
  status: 'submitted',
  history: [],
} as unknown as Application;
const profile = {
  badge: '100001',
  fullName: 'Esteban Vargas Rojas',
  email: 'employee@portal.example.com',
  phone: '8300-7919',
} as GrowthProfile;

const api = fakeMainApi({
  respond: (request, { url }) => {
    if (url.startsWith('/growth/api/Opening/GetActiveOpenings')) {
      return HttpResponse.json([{ id: 1, title: 'Coach' }], {
        headers: { 'X-Total-Count': '13' },
      });
    }
    if (url === '/growth/api/Opening/GetFilters') {
      return HttpResponse.json({ areas: ['Calidad', 'TI'], locations: ['Heredia'] });
    }
    if (url.startsWith('/growth/api/Application/GetMyApplications')) {
      return HttpResponse.json([application]);
    }
    if (url === '/growth/api/Application') {
      return HttpResponse.json(
        { message: 'Revise los datos', errors: { resumeName: 'adjunte su currículum' } },
        { status: 400 },
      );
    }
    if (url.startsWith('/growth/api/Employee/Validate')) {
      return HttpResponse.json({ eligible: false, reasons: [{ code: 'alreadyApplied' }] });
    }
    if (url.startsWith('/growth/api/Employee/GetMetrics')) {
      return HttpResponse.json({ position: 'Agente', tenureMonths: 50 });
    }
    if (url.startsWith('/growth/api/Employee')) return HttpResponse.json(profile);
    if (url.startsWith('/admin/growth-applications/')) return HttpResponse.json(application);
    return HttpResponse.json({ id: 1, title: 'Coach', description: 'Guía al equipo.' });
  },
});

describe('growth adapters over the growth family', () => {
  it('lists the active openings with the search, the filters and the page, totalled by the service', async () => {
    const adapter = growthOpportunitiesAdapter(GROWTH_API, api.http);
    const { total } = await adapter.getList('growth-opportunities', {
      filter: { q: 'calidad', area: 'Calidad', location: '', other: 'x' },
      pagination: { page: 2, perPage: 12 },
      sort: { field: 'id', order: 'ASC' },
    });
    expect(total).toBe(13);
    expect(api.sent[0]).toMatchObject({
      method: 'GET',
      url: '/growth/api/Opening/GetActiveOpenings?q=calidad&area=Calidad&page=2&perPage=12',
    });
  });

  it('reads the areas and locations to filter the openings by', async () => {
    const adapter = growthOpportunitiesAdapter(GROWTH_API, api.http);
    expect(await adapter.filters('growth-opportunities')).toEqual({
      areas: ['Calidad', 'TI'],
      locations: ['Heredia'],
    });
    expect(api.sent[0]).toMatchObject({ method: 'GET', url: '/growth/api/Opening/GetFilters' });
  });

  it('reads one opening by GetByID and asks Validate with the caller’s badge', async () => {
    const details = growthOpportunityDetailsAdapter(GROWTH_API, api.http);
    const { data } = await details.getOne('growth-opportunity-details', { id: 1 });
    expect(data).toMatchObject({ description: 'Guía al equipo.' });
    const adapter = growthOpportunitiesAdapter(GROWTH_API, api.http);
    const eligibility = await adapter.validate('growth-opportunities', {
      opening: { id: 1, title: 'Coach' },
      badge: '100001',
    });
    expect(eligibility.eligible).toBe(false);
    expect(api.sent.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'GET', url: '/growth/api/Opening/GetByID?id=1', body: null },
      {
        method: 'POST',
        url: '/growth/api/Employee/Validate',
        body: { jobId: 1, jobName: 'Coach', employeeId: '100001' },
      },
    ]);
  });

  it('lists my applications by my badge, with the résumé’s address under the growth base', async () => {
    const adapter = growthMyApplicationsAdapter(GROWTH_API, api.http);
    const none = await adapter.getList('growth-my-applications', {
      filter: {},
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'ASC' },
    });
    // No badge yet (the identity is loading): no call for someone else's list.
    expect(none).toEqual({ data: [], total: 0 });
    expect(api.sent).toEqual([]);
    const { data } = await adapter.getList('growth-my-applications', {
      filter: { employeeID: '100001' },
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'ASC' },
    });
    expect(api.sent[0]?.url).toBe(
      '/growth/api/Application/GetMyApplications?employeeID=100001&page=1&perPage=50',
    );
    expect(data[0]?.resumeUrl).toBe(`${GROWTH_API}/api/Application/5/Resume`);
  });

  it('sends an application as multipart with the résumé, and shows a refused résumé on its input', async () => {
    const adapter = growthMyApplicationsAdapter(GROWTH_API, api.http);
    const resume = new File([new Uint8Array([37, 80, 68, 70])], 'cv.pdf', {
      type: 'application/pdf',
    });
    const refusal = await adapter
      .create('growth-my-applications', {
        data: {
          email: 'employee@portal.example.com',
          phone: '8300-7919',
          badge: '100001',
          openingId: 2,
          job: 'Analista de calidad',
          workSchedule: 'Lunes a viernes',
          startTime: '08:00',
          endTime: '17:00',
          resume: { rawFile: resume, src: 'blob:cv', title: 'cv.pdf' },
        },
      })
      .catch((error: unknown) => error);
    expect(api.sent[0]).toMatchObject({
      method: 'POST',
      url: '/growth/api/Application',
      body: {
        email: 'employee@portal.example.com',
        phone: '8300-7919',
        badge: '100001',
        openingId: '2',
        job: 'Analista de calidad',
        workSchedule: 'Lunes a viernes',
        startTime: '08:00',
        endTime: '17:00',
        resumeName: 'cv.pdf',
        resume: 'file:cv.pdf:4',
      },
    });
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).body).toMatchObject({
      errors: { resume: 'adjunte su currículum' },
    });
  });

  it('reads my metrics and profile by badge, and sends my contact data with it', async () => {
    const metrics = growthMetricsAdapter(GROWTH_API, api.http);
    const { data: mine } = await metrics.getOne('growth-metrics', { id: '100001' });
    expect(mine).toMatchObject({ id: '100001', tenureMonths: 50 });
    const profiles = growthProfileAdapter(GROWTH_API, api.http);
    const { data } = await profiles.getOne('growth-profile', { id: '100001' });
    expect(data.id).toBe('100001');
    await profiles.update('growth-profile', {
      id: '100001',
      data: { email: 'nuevo@portal.example.com', phone: '8888-1234', position: 'ignored' },
      previousData: data,
    });
    expect(api.sent.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'GET', url: '/growth/api/Employee/GetMetrics?employeeID=100001', body: null },
      { method: 'GET', url: '/growth/api/Employee/GetProfile?employeeID=100001', body: null },
      {
        method: 'POST',
        url: '/growth/api/Employee/UploadEmployeeInfo',
        body: { email: 'nuevo@portal.example.com', phone: '8888-1234', badge: '100001' },
      },
    ]);
  });

  it('reads an application for its owners and moves its status from the one they saw', async () => {
    const adapter = growthApplicationDetailsAdapter(MAIN_API, GROWTH_API, api.http);
    const { data } = await adapter.getOne('growth-application-details', { id: 5 });
    expect(data.resumeUrl).toBe(`${GROWTH_API}/api/Application/5/Resume`);
    await adapter.update('growth-application-details', {
      id: 5,
      data: { status: 'in_review', note: 'Revisamos su CV.', from: 'submitted' },
      previousData: data,
    });
    expect(api.sent.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'GET', url: '/admin/growth-applications/5', body: null },
      {
        method: 'PUT',
        url: '/admin/growth-applications/5',
        body: { status: 'in_review', note: 'Revisamos su CV.', from: 'submitted' },
      },
    ]);
  });
});
