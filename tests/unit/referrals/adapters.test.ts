// @vitest-environment node
// Node's own fetch, FormData and File: jsdom's FormData is not one Node's fetch can send.
import { HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type {
  MyReferral,
  PositionCategory,
  RaftSettings,
} from '../../../contracts/referrals/referrals';
import {
  myReferralsAdapter,
  referralEnglishLevelsAdapter,
  referralFormData,
  referralLocationsAdapter,
  referralPositionsAdapter,
  referralSettingsAdapter,
} from '../../../dataProviders/referrals/referrals';
import { RESUME_PDF } from '../../fixtures/documents';
import { fakeMainApi, MAIN_API } from '../helpers/fakeMainApi';

/** The employee-tools service, faked under the same host. */
const TOOLS_API = `${MAIN_API}/tools`;

const groups: PositionCategory[] = [
  {
    category: 'Bilingüe',
    positions: [
      { id: 4, title: 'Agente bilingüe', locations: [{ id: 1, name: 'Heredia – Zona Franca' }] },
    ],
  },
  {
    category: 'Ventas',
    positions: [
      {
        id: 7,
        title: 'Ejecutivo de ventas',
        locations: [{ id: 1, name: 'Heredia – Zona Franca' }],
      },
      { id: 8, title: 'Supervisor de ventas', locations: [{ id: 5, name: 'Remoto' }] },
    ],
  },
];
const settings: RaftSettings = {
  isResumeActive: true,
  isResumeRequired: false,
  cooldownMonths: 3,
  paymentMethods: [{ id: 'payroll', name: 'Planilla' }],
  workTypes: [{ id: 'onSite', name: 'Presencial' }],
  academicGrades: [{ id: 'university', name: 'Universitario' }],
};
const mine: MyReferral = {
  id: 12,
  candidateName: 'Ana Mora',
  position: 'Agente bilingüe',
  location: 'Heredia – Zona Franca',
  status: 'received',
  createdAt: '2026-11-20T15:00:00.000Z',
  statusChangedAt: '2026-11-20T15:00:00.000Z',
  resumeUrl: `/api/main/${'a'.repeat(64)}`,
};

/** A candidate the fake service says is already referred. */
const TAKEN = '900000001';
const IN_PROGRESS = 'Esta persona ya tiene un referido en proceso.';

const api = fakeMainApi({
  respond: (_request, { url, body }) => {
    if (url.startsWith('/api/Raft/GetPositions/')) return HttpResponse.json(groups);
    if (url === '/api/Raft/GetLocation') return HttpResponse.json([{ id: 1, name: 'Heredia' }]);
    if (url === '/api/Raft/GetPromotionalCode')
      return HttpResponse.json({ promotionalCode: 'BAF-2026-Q4' });
    if (url === '/tools/api/Raft/GetRaftSettings') return HttpResponse.json(settings);
    if (url === '/tools/api/Raft/GetEnglishLevels')
      return HttpResponse.json([{ id: 'B2', name: 'B2' }]);
    if (url.startsWith('/tools/api/Raft/GetTopMyReferals'))
      return HttpResponse.json([mine], { headers: { 'X-Total-Count': '7' } });
    if (url.startsWith('/api/Raft/CandidateIsValid/'))
      return HttpResponse.json({
        isValid: false,
        reason: 'inProgress',
        message: IN_PROGRESS,
      });
    if ((body as { identificationNumber?: string } | null)?.identificationNumber === TAKEN) {
      return HttpResponse.json(
        { message: IN_PROGRESS, errors: { identificationNumber: IN_PROGRESS } },
        { status: 409 },
      );
    }
    return HttpResponse.json({ id: 30, candidateName: 'Ana Mora' }, { status: 201 });
  },
});
const seen = api.sent;
const list = { pagination: { page: 1, perPage: 3 }, sort: { field: 'id', order: 'ASC' as const } };

describe('referrals adapters over the RAFT calls', () => {
  it('lists the positions of a location flat, each with its category', async () => {
    const adapter = referralPositionsAdapter(MAIN_API, api.http);
    const { data, total } = await adapter.getList('referral-positions', {
      ...list,
      filter: { locationId: 1 },
    });
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/Raft/GetPositions/1' });
    expect(total).toBe(3);
    expect(data.map((p) => [p.id, p.category])).toEqual([
      [4, 'Bilingüe'],
      [7, 'Ventas'],
      [8, 'Ventas'],
    ]);
    // Without a location: every location (0).
    await adapter.getList('referral-positions', { ...list, filter: {} });
    expect(seen[1]!.url).toBe('/api/Raft/GetPositions/0');
  });

  it('reads locations from main and English levels from the middleware', async () => {
    await referralLocationsAdapter(MAIN_API, api.http).getList('referral-locations', {
      ...list,
      filter: {},
    });
    await referralEnglishLevelsAdapter(TOOLS_API, api.http).getList('referral-english-levels', {
      ...list,
      filter: {},
    });
    expect(seen.map((request) => request.url)).toEqual([
      '/api/Raft/GetLocation',
      '/tools/api/Raft/GetEnglishLevels',
    ]);
  });

  it('gives the form its options and the campaign code as one record', async () => {
    const adapter = referralSettingsAdapter(MAIN_API, TOOLS_API, api.http);
    const { data } = await adapter.getOne('referral-settings', { id: 'current' });
    expect(data).toEqual({ ...settings, promotionalCode: 'BAF-2026-Q4', id: 'current' });
    expect(seen.map((request) => request.url).sort()).toEqual([
      '/api/Raft/GetPromotionalCode',
      '/tools/api/Raft/GetRaftSettings',
    ]);
  });

  it('asks for my referrals with my badge, the page as size and offset', async () => {
    const adapter = myReferralsAdapter(MAIN_API, TOOLS_API, api.http);
    const { data, total } = await adapter.getList('my-referrals', {
      ...list,
      pagination: { page: 2, perPage: 100 },
      filter: { badge: '100001' },
    });
    expect(seen[0]).toMatchObject({
      method: 'GET',
      url: '/tools/api/Raft/GetTopMyReferals?badge=100001&size=100&offset=100',
    });
    expect(data).toEqual([mine]);
    expect(total).toBe(7);
  });

  it('asks nothing before the badge is known', async () => {
    const adapter = myReferralsAdapter(MAIN_API, TOOLS_API, api.http);
    const result = await adapter.getList('my-referrals', { ...list, filter: {} });
    expect(result).toEqual({ data: [], total: 0 });
    expect(seen).toHaveLength(0);
  });

  it('checks a candidate by the identification number, escaped', async () => {
    const adapter = myReferralsAdapter(MAIN_API, TOOLS_API, api.http);
    const validity = await adapter.candidateIsValid('my-referrals', {
      identificationNumber: '1 0234/0567',
    });
    expect(seen[0]!.url).toBe('/api/Raft/CandidateIsValid/1%200234%2F0567');
    expect(validity).toMatchObject({ isValid: false, reason: 'inProgress' });
  });

  it('saves a referral as multipart with every field and the résumé as `resume`', async () => {
    const adapter = myReferralsAdapter(MAIN_API, TOOLS_API, api.http);
    const resume = new File([RESUME_PDF], 'cv-ana.pdf', { type: 'application/pdf' });
    const { data } = await adapter.create('my-referrals', {
      data: {
        badge: '100001',
        identificationNumber: '102340567',
        firstName: 'Ana',
        secondName: '',
        lastName: 'Mora',
        isExternalreference: true,
        location: 1,
        positionId: 4,
        promotionalCode: 'BAF-2026-Q4',
        resume: { rawFile: resume, src: 'blob:x', title: 'cv-ana.pdf' },
      },
    });
    expect(data).toMatchObject({ id: 30 });
    expect(seen[0]).toEqual({
      method: 'POST',
      url: '/tools/api/Raft/SaveRaft',
      body: {
        badge: '100001',
        identificationNumber: '102340567',
        firstName: 'Ana',
        secondName: '',
        lastName: 'Mora',
        isExternalreference: 'true',
        location: '1',
        positionId: '4',
        promotionalCode: 'BAF-2026-Q4',
        resume: `file:cv-ana.pdf:${RESUME_PDF.length}`,
      },
    });
  });

  it('sends no résumé when none was chosen', () => {
    const form = referralFormData({ firstName: 'Ana', resume: null });
    expect([...form.keys()]).toEqual(['firstName']);
  });

  it("keeps the service's refusal: its words, under the field it names", async () => {
    const adapter = myReferralsAdapter(MAIN_API, TOOLS_API, api.http);
    const refused = adapter.create('my-referrals', {
      data: { identificationNumber: TAKEN },
    });
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    const error = (await refused.catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(409);
    expect(error.message).toBe(IN_PROGRESS);
    expect(error.body).toMatchObject({ errors: { identificationNumber: IN_PROGRESS } });
  });
});
