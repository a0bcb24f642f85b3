import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { RegisterCertificate } from '../../../contracts/certificates/certificates';
import { createDataProvider } from '../../../dataProviders';
import type { RuntimeConfig } from '../../../contracts/runtimeConfig';
import { modules } from '../../../src/modules';
import { certificates } from '../../../src/modules/certificates';
import { fakeMainApi, MAIN_API } from '../helpers/fakeMainApi';

const services = {
  main: MAIN_API,
  certificates: `${MAIN_API}/certificates`,
} as RuntimeConfig['services'];

const certificate = {
  id: 4,
  verificationCode: 'K7Q2-M9XD-4TPA',
  employeeName: 'Esteban Vargas Rojas',
  employeeBadge: '100002',
  status: 'valid',
} as RegisterCertificate;

const api = fakeMainApi({
  respond: (request, { url, body }) => {
    if (request.method === 'GET' && url.startsWith('/admin/certificates-register?')) {
      return HttpResponse.json([certificate], {
        headers: { 'Content-Range': 'certificates-register 0-0/1' },
      });
    }
    return HttpResponse.json({ ...certificate, ...(body as object | null), status: 'revoked' });
  },
});

describe("the owners' certificate register (the portal's own resource)", () => {
  it('finds a certificate by employee or code from the top bar, for the owners only, and opens the register on it', async () => {
    const [source] = certificates.search!;
    expect(source!.roles).toEqual(['System_Admin', 'Payroll_Owner']);
    const hits = await source!.find('vargas', {
      dataProvider: createDataProvider(modules, services, api.http),
      signal: new AbortController().signal,
      limit: 5,
    });
    expect(decodeURIComponent(api.sent[0]!.url)).toBe(
      '/admin/certificates-register?filter={"q":"vargas"}&range=[0,4]&sort=["createdAt","DESC"]',
    );
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({
      id: 4,
      label: 'Esteban Vargas Rojas · K7Q2-M9XD-4TPA',
      detail: '100002',
    });
    expect(decodeURIComponent(hits[0]!.to)).toBe(
      '/Certificates/Registro?filter={"q":"K7Q2-M9XD-4TPA"}',
    );
  });

  it('revokes with the reason, as a PUT of the record', async () => {
    const provider = createDataProvider(modules, services, api.http);
    const { data } = await provider.update<RegisterCertificate>('certificates-register', {
      id: 4,
      data: { revokeReason: 'Emitida por error' } as Partial<RegisterCertificate>,
      previousData: certificate,
    });
    expect(api.sent[0]).toEqual({
      method: 'PUT',
      url: '/admin/certificates-register/4',
      body: { revokeReason: 'Emitida por error' },
    });
    expect(data.status).toBe('revoked');
  });
});
