// @vitest-environment node
// Node's own fetch, FormData and File: jsdom's FormData is not one Node's fetch can send.
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Benefit, BenefitDiscount } from '../../../contracts/benefits/benefits';
import { fromContractDateTime, toContractDateTime } from '../../../contracts/calendar';
import {
  benefitDiscountsAdapter,
  benefitLinkTypesAdapter,
  benefitPageSettingsAdapter,
  benefitsAdapter,
  benefitCategoriesAdapter,
} from '../../../dataProviders/benefits/benefits';
import { fakeMainApi, MAIN_API } from '../helpers/fakeMainApi';

const discount: BenefitDiscount = {
  id: 4,
  idBenefits: 9,
  benefitName: 'Soda Doña María',
  benefitLogo: '/api/main/files/logo',
  idLocation: null,
  discountName: '10 % en casados',
  link: null,
  startDate: '2026-11-01 00:00:00',
  endDate: '2026-11-30 23:59:59',
  image: null,
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const benefit: Benefit = {
  id: 9,
  idCategory: 1,
  categoryName: 'Restaurantes',
  name: 'Soda Doña María',
  detail: '10 %',
  link: null,
  email: null,
  active: true,
  logo: '/api/main/files/logo',
  image: null,
  updatedAt: '2026-11-01T10:00:00.000Z',
  description: '<p>x</p>',
  benefitInfo: '',
  facebook: null,
  instagram: null,
  benefitLinks: [],
};

/** A category name the fake service refuses, as it refuses a fake image. */
const REFUSED = 'Rechazada';

const mainApi = fakeMainApi({
  respond: (request, { url, body }) => {
    if ((body as Record<string, unknown> | null)?.Name === REFUSED) {
      return HttpResponse.json(
        {
          message: 'Invalid request: file: file must be one of image/png',
          errors: { file: 'file must be one of image/png', Name: 'Name is too long' },
        },
        { status: 400 },
      );
    }
    if (url.startsWith('/BenefitsDiscount')) {
      return request.method === 'GET' && !/\/\d+$/.test(url)
        ? HttpResponse.json([discount], { headers: { 'X-Total-Count': '31' } })
        : HttpResponse.json(discount);
    }
    if (url.startsWith('/Benefits?')) return HttpResponse.json([benefit]);
    if (url.startsWith('/Benefits')) return HttpResponse.json(benefit);
    if (url.startsWith('/PageSettings'))
      return HttpResponse.json({
        id: 1,
        title: 'settings',
        header: '',
        reminder: '',
        logo: null,
        footer: null,
        badge: null,
        updatedAt: '',
      });
    return HttpResponse.json({ id: 1, name: 'x', icon: null, image: null });
  },
});
const seen = mainApi.sent;
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

describe('benefit dates at the contract edge', () => {
  it('sends ISO wall clock as YYYY-MM-DD HH:mm:ss and reads it back', () => {
    expect(toContractDateTime('2026-11-05T08:30')).toBe('2026-11-05 08:30:00');
    expect(toContractDateTime('2026-11-05T08:30:15')).toBe('2026-11-05 08:30:15');
    expect(toContractDateTime('5/11/2026')).toBeUndefined();
    expect(fromContractDateTime('2026-11-05 08:30:15')).toBe('2026-11-05T08:30:15');
    expect(fromContractDateTime('2026-11-05T08:30:15')).toBeUndefined();
  });
});

describe('benefit discounts adapter', () => {
  it('lists the owners table with paging, sort and search', async () => {
    const result = await benefitDiscountsAdapter(MAIN_API, mainApi.http).getList(
      'benefit-discounts',
      {
        filter: { q: 'soda' },
        pagination: { page: 2, perPage: 10 },
        sort: { field: 'endDate', order: 'DESC' },
      },
    );
    expect(seen[0]?.url).toBe(
      '/BenefitsDiscount/GetBenefitsDiscountTable?page=2&perPage=10&sort=endDate&order=DESC&q=soda',
    );
    expect(result.total).toBe(31);
    expect(result.data[0]).toMatchObject({
      startDate: '2026-11-01T00:00:00',
      endDate: '2026-11-30T23:59:59',
    });
  });

  it("reads this month's valid discounts from GetBenefitsDiscount", async () => {
    await benefitDiscountsAdapter(MAIN_API, mainApi.http).getList('benefit-discounts', {
      filter: { valid: true, month: '2026-11' },
      pagination: { page: 1, perPage: 12 },
      sort: { field: 'endDate', order: 'ASC' },
    });
    expect(seen[0]?.url).toBe(
      '/BenefitsDiscount/GetBenefitsDiscount?page=1&perPage=12&month=2026-11',
    );
  });

  it('POSTs multipart with contract dates, -1 for no location and -1 for no image', async () => {
    await benefitDiscountsAdapter(MAIN_API, mainApi.http).create('benefit-discounts', {
      data: {
        idBenefits: 9,
        idLocation: null,
        discountName: '2x1',
        link: '',
        startDate: '2026-11-01T08:00',
        endDate: '2026-11-30T20:00',
        picture: null,
      },
    });
    expect(seen[0]).toEqual({
      method: 'POST',
      url: '/BenefitsDiscount',
      body: {
        idBenefits: '9',
        idLocation: '-1',
        DiscountName: '2x1',
        Link: '',
        StartDate: '2026-11-01 08:00:00',
        EndDate: '2026-11-30 20:00:00',
        file: '-1',
      },
    });
  });
});

describe('benefit link kinds adapter (idBenefit 1)', () => {
  it('always sends idBenefit 1 and the icon as `file`', async () => {
    await benefitLinkTypesAdapter(MAIN_API, mainApi.http).update('benefit-link-types', {
      id: 3,
      data: {
        id: 3,
        idBenefit: 7,
        name: 'WhatsApp',
        link: 'https://wa.me',
        active: false,
        picture: { src: 'blob:x', rawFile: png() },
      },
      previousData: { id: 3 },
    });
    expect(seen[0]).toEqual({
      method: 'PUT',
      url: '/BenefitLink/3',
      body: {
        idBenefit: '1',
        Name: 'WhatsApp',
        Link: 'https://wa.me',
        Active: 'false',
        file: 'file:logo.png:4',
      },
    });
  });
});

describe('benefits adapter', () => {
  it('PUTs the benefit multipart with its links as JSON in order, logo kept (-1), new image', async () => {
    await benefitsAdapter(MAIN_API, mainApi.http).update('benefits', {
      id: 9,
      data: {
        ...benefit,
        logoPicture: { src: '/api/main/files/logo' },
        imagePicture: { src: 'blob:y', rawFile: png() },
        benefitLinks: [
          { idBenefitLink: 2, name: 'WhatsApp', link: 'https://wa.me/1', active: true, order: 5 },
          {
            idBenefitLink: '1',
            name: 'Web',
            link: 'https://x.example.com',
            active: false,
            order: 1,
          },
        ],
      },
      previousData: { id: 9 },
    });
    const body = seen[0]?.body as Record<string, string>;
    expect(seen[0]).toMatchObject({ method: 'PUT', url: '/Benefits/9' });
    expect(body).toMatchObject({
      idCategory: '1',
      name: 'Soda Doña María',
      logo: '-1',
      image: 'file:logo.png:4',
      link: '',
    });
    expect(JSON.parse(body.benefitLinks!)).toEqual([
      { idBenefitLink: 2, name: 'WhatsApp', link: 'https://wa.me/1', active: true, order: 1 },
      { idBenefitLink: 1, name: 'Web', link: 'https://x.example.com', active: false, order: 2 },
    ]);
  });

  it('searches benefits by category and text', async () => {
    await benefitsAdapter(MAIN_API, mainApi.http).getList('benefits', {
      filter: { q: 'soda', idCategory: 1, other: 'x' },
      pagination: { page: 1, perPage: 24 },
      sort: { field: 'name', order: 'ASC' },
    });
    expect(seen[0]?.url).toBe(
      '/Benefits?page=1&perPage=24&sort=name&order=ASC&q=soda&idCategory=1',
    );
  });
});

describe('categories and page settings adapters', () => {
  it('sends a category as Name, Order and file', async () => {
    await benefitCategoriesAdapter(MAIN_API, mainApi.http).create('benefit-categories', {
      data: { name: 'Mascotas', order: 9, picture: { src: 'blob:z', rawFile: png() } },
    });
    expect(seen[0]?.body).toEqual({ Name: 'Mascotas', Order: '9', file: 'file:logo.png:4' });
  });

  it("reads GET /PageSettings and PUTs title 'settings' with the three images", async () => {
    const adapter = benefitPageSettingsAdapter(MAIN_API, mainApi.http);
    const { data } = await adapter.getOne('benefit-page-settings', { id: 'settings' });
    await adapter.update('benefit-page-settings', {
      id: data.id,
      data: { ...data, header: '<p>Hola</p>', footerPicture: { src: 'blob:f', rawFile: png() } },
      previousData: data,
    });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /PageSettings',
      'PUT /PageSettings/1',
    ]);
    expect(seen[1]?.body).toEqual({
      title: 'settings',
      header: '<p>Hola</p>',
      reminder: '',
      logo: '-1',
      footer: 'file:logo.png:4',
      badge: '-1',
    });
  });
});

describe('refusals addressed to the form', () => {
  it("shows a refused image under the form's image field with the portal's message", async () => {
    const failure = await benefitCategoriesAdapter(MAIN_API, mainApi.http)
      .create('benefit-categories', { data: { name: REFUSED, order: 1, picture: null } })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({
      status: 400,
      body: { errors: { picture: 'components.upload.imageType', name: 'Name is too long' } },
    });
  });
});
