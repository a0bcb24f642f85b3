// @vitest-environment node
// Node's own fetch, FormData and File: jsdom's FormData is not one Node's fetch can send.
import { HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Reimbursement } from '../../../contracts/reimbursement/reimbursement';
import {
  myReimbursementsAdapter,
  reimbursementDetailsAdapter,
  reimbursementOptionsAdapter,
  type ReimbursementValues,
} from '../../../dataProviders/reimbursement/reimbursement';
import { fakeMainApi, MAIN_API } from '../helpers/fakeMainApi';

const request = {
  id: 7,
  invoiceNumber: 'F-100',
  status: 'submitted',
  documents: [
    {
      id: 3,
      kind: 'invoice',
      name: 'factura.pdf',
      mime: 'application/pdf',
      size: 4,
      url: '/api/main/EducationalReimbursement/7/Documents/3',
    },
  ],
  history: [],
} as unknown as Reimbursement;

const api = fakeMainApi({
  respond: (_request, { url, method }) => {
    if (url === '/EducationalReimbursement/GetInformationLists') {
      return HttpResponse.json({
        reimbursementTypes: [{ id: 'Tech Academy', name: 'Tech Academy' }],
      });
    }
    if (url === '/EducationalReimbursement/GetCarrers') {
      return HttpResponse.json([{ id: 'Derecho', name: 'Derecho' }]);
    }
    if (url === '/EducationalReimbursement/GetStudiesCategory') {
      return HttpResponse.json([
        { id: 'Languages', name: 'Idiomas', institutionField: 'languageCentre' },
      ]);
    }
    if (url.startsWith('/EducationalReimbursement?')) {
      return HttpResponse.json([{ id: 7, course: 'Cálculo I' }], {
        headers: { 'X-Total-Count': '41' },
      });
    }
    if (url === '/EducationalReimbursement' && method === 'POST') {
      return HttpResponse.json(
        {
          message: 'La factura F-100 ya fue presentada en otra solicitud de reembolso.',
          errors: { invoiceNumber: 'esta factura ya fue presentada en otra solicitud' },
        },
        { status: 409 },
      );
    }
    if (url === '/EducationalReimbursement/AllowNewRequest') {
      return HttpResponse.json({ allowed: false, reason: 'tooManyPending', message: 'Espere' });
    }
    if (url.startsWith('/EducationalReimbursement/AllowRequestType/')) {
      return HttpResponse.json({ error: true, message: 'Una vez por año' });
    }
    if (url.startsWith('/EducationalReimbursement/IsDuplicateInvoce/')) {
      return HttpResponse.json({ isDuplicate: true, message: 'Ya presentada' });
    }
    if (url.startsWith('/EducationalReimbursement/GetLatestPA/')) {
      return HttpResponse.json({ latest: null });
    }
    if (url === '/EducationalReimbursement/8') {
      const [document] = request.documents;
      return HttpResponse.json({
        ...request,
        id: 8,
        documents: [{ ...document, url: '/EducationalReimbursement/8/Documents/3' }],
      });
    }
    return HttpResponse.json(request);
  },
});

const pdf = new File([new Uint8Array([37, 80, 68, 70])], 'factura.pdf', {
  type: 'application/pdf',
});
const png = new File([new Uint8Array([137, 80, 78, 71, 1])], 'certificado.png', {
  type: 'image/png',
});

describe('reimbursement adapters over the main family', () => {
  it('reads the lists, the careers and the categories as one record', async () => {
    const adapter = reimbursementOptionsAdapter(MAIN_API, api.http);
    const { data } = await adapter.getOne('reimbursement-options', { id: 'current' });
    expect(data).toMatchObject({
      id: 'current',
      reimbursementTypes: [{ id: 'Tech Academy' }],
      careers: [{ id: 'Derecho' }],
      categories: [{ id: 'Languages', institutionField: 'languageCentre' }],
    });
    expect(api.sent.map(({ url }) => url).sort()).toEqual([
      '/EducationalReimbursement/GetCarrers',
      '/EducationalReimbursement/GetInformationLists',
      '/EducationalReimbursement/GetStudiesCategory',
    ]);
  });

  it('lists my requests by size and offset, totalled by the service', async () => {
    const adapter = myReimbursementsAdapter(MAIN_API, api.http);
    const { data, total } = await adapter.getList('my-reimbursements', {
      filter: {},
      pagination: { page: 3, perPage: 20 },
      sort: { field: 'createdAt', order: 'DESC' },
    });
    expect(total).toBe(41);
    expect(data).toHaveLength(1);
    expect(api.sent[0]).toMatchObject({
      method: 'GET',
      url: '/EducationalReimbursement?size=20&offset=40',
    });
  });

  it('reads one request by id; its documents keep the main family’s address', async () => {
    const adapter = reimbursementDetailsAdapter(MAIN_API, api.http);
    const { data } = await adapter.getOne<Reimbursement>('reimbursement-details', { id: 7 });
    expect(api.sent[0]).toMatchObject({ method: 'GET', url: '/EducationalReimbursement/7' });
    expect(data.documents[0]?.url).toBe('/api/main/EducationalReimbursement/7/Documents/3');
  });

  it('makes a document’s path the service gives without the main base absolute', async () => {
    const adapter = reimbursementDetailsAdapter(MAIN_API, api.http);
    const { data } = await adapter.getOne<Reimbursement>('reimbursement-details', { id: 8 });
    expect(data.documents[0]?.url).toBe(`${MAIN_API}/EducationalReimbursement/8/Documents/3`);
  });

  it('sends a request as multipart with the rules applied, and shows a claimed invoice at its field', async () => {
    const adapter = myReimbursementsAdapter(MAIN_API, api.http);
    const values: ReimbursementValues = {
      reimbursementType: 'Educational',
      studiesCategory: 'languages',
      institutionField: 'languageCentre',
      course: 'Otro',
      courseOther: 'Francés intermedio',
      languageLevel: 'B1',
      languageCentre: 'Otro',
      languageCentreOther: 'Academia Europea',
      university: 'Universidad Fidélitas',
      invoiceNumber: ' F-100 ',
      isLastPeriod: true,
      email: 'employee@portal.example.com',
      comments: '',
      score: '',
      endDate: '',
      certificationDate: null,
      amount: '125000.5',
      invoice: [{ rawFile: pdf, src: 'blob:1', title: 'factura.pdf' }],
      certificate: { rawFile: png, src: 'blob:2', title: 'certificado.png' },
      resume: null,
    };
    const refusal = await adapter.create('my-reimbursements', { data: values }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(api.sent[0]).toMatchObject({ method: 'POST', url: '/EducationalReimbursement' });
    expect(api.sent[0]?.body).toEqual({
      reimbursementType: 'Educational',
      studiesCategory: 'languages',
      course: 'Francés intermedio',
      invoiceNumber: 'F-100',
      isLastPeriod: 'true',
      email: 'employee@portal.example.com',
      comments: '',
      amount: '125000,50',
      languageCentre: 'Academia Europea',
      languageLevel: 'B1',
      invoice: 'file:factura.pdf:4',
      certificate: 'file:certificado.png:5',
    });
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).status).toBe(409);
    expect((refusal as HttpError).body).toMatchObject({
      errors: { invoiceNumber: 'esta factura ya fue presentada en otra solicitud' },
    });
  });

  it('withdraws my request with DELETE /{id}', async () => {
    const adapter = reimbursementDetailsAdapter(MAIN_API, api.http);
    await adapter.delete('reimbursement-details', { id: 7, previousData: request });
    expect(api.sent[0]).toMatchObject({ method: 'DELETE', url: '/EducationalReimbursement/7' });
  });

  it('asks AllowNewRequest, AllowRequestType, IsDuplicateInvoce and GetLatestPA by their paths', async () => {
    const adapter = myReimbursementsAdapter(MAIN_API, api.http);
    expect(await adapter.allowNewRequest('my-reimbursements')).toMatchObject({ allowed: false });
    expect(await adapter.allowRequestType('my-reimbursements', { type: 'Tech Academy' })).toEqual({
      error: true,
      message: 'Una vez por año',
    });
    expect(
      await adapter.isDuplicateInvoice('my-reimbursements', { invoiceNumber: ' FE/2026 01 ' }),
    ).toMatchObject({ isDuplicate: true });
    expect(await adapter.latestPeriod('my-reimbursements', { badge: '100002' })).toEqual({
      latest: null,
    });
    expect(api.sent.map(({ url }) => url)).toEqual([
      '/EducationalReimbursement/AllowNewRequest',
      '/EducationalReimbursement/AllowRequestType/Tech%20Academy',
      '/EducationalReimbursement/IsDuplicateInvoce/FE%2F2026%2001',
      '/EducationalReimbursement/GetLatestPA/100002',
    ]);
  });
});
