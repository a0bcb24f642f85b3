import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Referral } from '../../../contracts/referrals/referrals';
import { createDataProvider } from '../../../dataProviders';
import type { RuntimeConfig } from '../../../contracts/runtimeConfig';
import { modules } from '../../../src/modules';
import { referrals } from '../../../src/modules/referrals';
import { fakeMainApi, MAIN_API } from '../helpers/fakeMainApi';

const services = { main: MAIN_API, tools: `${MAIN_API}/tools` } as RuntimeConfig['services'];

const referral = {
  id: 9,
  candidateName: 'Ana Mora Solís',
  positionTitle: 'Agente bilingüe',
  referrer: { id: 2, badge: '100002', fullName: 'Esteban Vargas Rojas' },
  status: 'interviewed',
} as Referral;

const api = fakeMainApi({
  respond: (request, { url, body }) => {
    if (request.method === 'GET' && url.startsWith('/admin/referrals?')) {
      return HttpResponse.json([referral], { headers: { 'Content-Range': 'referrals 0-0/1' } });
    }
    return HttpResponse.json({ ...referral, ...(body as object | null), nextStatuses: [] });
  },
});

describe("the owners' referrals (the portal's own resource)", () => {
  it('finds a referral by its candidate from the top bar and opens its page', async () => {
    const [source] = referrals.search!;
    expect(source!.roles).toEqual(['System_Admin', 'Raft_Owner']);
    const hits = await source!.find('mora', {
      dataProvider: createDataProvider(modules, services, api.http),
      signal: new AbortController().signal,
      limit: 5,
    });
    expect(decodeURIComponent(api.sent[0]!.url)).toBe(
      '/admin/referrals?filter={"q":"mora"}&range=[0,4]&sort=["createdAt","DESC"]',
    );
    expect(hits).toEqual([
      {
        id: 9,
        label: 'Ana Mora Solís',
        detail: 'Agente bilingüe · Esteban Vargas Rojas',
        to: '/BAF/Referrals/9',
      },
    ]);
  });

  it('moves a status with the status the owner saw and the note, as a PUT of the record', async () => {
    const provider = createDataProvider(modules, services, api.http);
    const { data } = await provider.update<Referral>('referrals', {
      id: 9,
      data: { status: 'hired', from: 'interviewed', note: 'Inicia el lunes' } as Partial<Referral>,
      previousData: referral,
    });
    expect(api.sent[0]).toEqual({
      method: 'PUT',
      url: '/admin/referrals/9',
      body: { status: 'hired', from: 'interviewed', note: 'Inicia el lunes' },
    });
    expect(data.status).toBe('hired');
  });
});
