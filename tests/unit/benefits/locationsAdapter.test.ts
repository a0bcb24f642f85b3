// @vitest-environment node
// Node's own fetch, FormData and File: jsdom's FormData is not one Node's fetch can send.
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BenefitLocation } from '../../../contracts/benefits/locations';
import { formatDecimalComma, parseDecimalComma } from '../../../contracts/decimalComma';
import {
  benefitLocationsAdapter,
  boundariesAdapter,
  geographyAdapters,
} from '../../../dataProviders/benefits/locations';
import { fakeMainApi, MAIN_API } from '../helpers/fakeMainApi';

const location: BenefitLocation = {
  id: 12,
  idBenefits: 3,
  benefitName: 'Óptica Visión',
  province: 'Limón',
  provinceCode: 7,
  canton: 'Limón',
  cantonCode: '701',
  district: 'Limón',
  districtCode: '70101',
  address: 'Frente al parque Vargas',
  latitude: '9,9913',
  longitude: '-83,0415',
  phone: '27581234',
  whatsapp: null,
  active: true,
  principalLocation: true,
  ubicationType: 'store',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const DISTRICT_BOX = {
  code: '11901',
  level: 'district',
  minLatitude: 9.33,
  maxLatitude: 9.42,
  minLongitude: -83.75,
  maxLongitude: -83.65,
};

const mainApi = fakeMainApi({
  respond: (request, { url }) => {
    if (url === '/Geography/Boundaries/11901') return HttpResponse.json(DISTRICT_BOX);
    if (url.startsWith('/Geography/Boundaries/'))
      return HttpResponse.json({ message: 'none' }, { status: 404 });
    if (url === '/Geography/Boundaries')
      return HttpResponse.json({ loaded: 3, provinces: 1, cantons: 1, districts: 1 });
    if (url === '/Provinces') return HttpResponse.json([{ id: 7, name: 'Limón' }]);
    if (url.startsWith('/Provinces/')) return HttpResponse.json([{ id: '701', name: 'Limón' }]);
    if (request.method === 'GET' && !url.startsWith('/BenefitsLocation/12')) {
      return HttpResponse.json([location], { headers: { 'X-Total-Count': '31' } });
    }
    return HttpResponse.json(location, { status: request.method === 'POST' ? 201 : 200 });
  },
});
const seen = mainApi.sent;

let adapter: ReturnType<typeof benefitLocationsAdapter>;
beforeEach(() => {
  adapter = benefitLocationsAdapter(MAIN_API, mainApi.http);
});

describe('the decimal comma at the contract edge', () => {
  it('parses commas, negative longitudes and integers, and refuses what is not such a number', () => {
    expect(parseDecimalComma('9,9281')).toBe(9.9281);
    expect(parseDecimalComma('-84,0907')).toBe(-84.0907);
    expect(parseDecimalComma('10')).toBe(10);
    expect(parseDecimalComma(' 9.5 ')).toBe(9.5);
    expect(parseDecimalComma('9.928,1')).toBeNaN();
    expect(parseDecimalComma('')).toBeNaN();
  });

  it('formats numbers back with a comma', () => {
    expect(formatDecimalComma(9.9281)).toBe('9,9281');
    expect(formatDecimalComma(-84.0907)).toBe('-84,0907');
    expect(formatDecimalComma(10)).toBe('10');
  });
});

describe('benefit-locations adapter', () => {
  it('reads coordinates as numbers, with the total of X-Total-Count', async () => {
    const result = await adapter.getList('benefit-locations', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'principalLocation', order: 'DESC' },
      filter: { idBenefits: 3 },
    });
    expect(result.total).toBe(31);
    expect(result.data[0]).toMatchObject({ latitude: 9.9913, longitude: -83.0415 });
    expect(seen[0]!.url).toBe(
      '/BenefitsLocation?page=1&perPage=100&sort=principalLocation&order=DESC&idBenefits=3',
    );
  });

  it('calls FindByProvincia, or FindByProvinciaCanton when a canton is chosen', async () => {
    const pagination = { page: 1, perPage: 100 };
    const sort = { field: 'id', order: 'ASC' as const };
    await adapter.getList('benefit-locations', {
      pagination,
      sort,
      filter: { provincia: 7, idBenefits: 3 },
    });
    await adapter.getList('benefit-locations', {
      pagination,
      sort,
      filter: { provincia: 7, canton: '701', idBenefits: 3 },
    });
    expect(seen.map((request) => request.url)).toEqual([
      '/BenefitsLocation/FindByProvincia?provincia=7&idBenefits=3&page=1&perPage=100',
      '/BenefitsLocation/FindByProvinciaCanton?provincia=7&canton=701&idBenefits=3&page=1&perPage=100',
    ]);
  });

  it('creates with a multipart body whose coordinates have a decimal comma', async () => {
    const created = await adapter.create('benefit-locations', {
      data: {
        idBenefits: 3,
        provinceCode: 7,
        cantonCode: '701',
        districtCode: '70101',
        address: 'Frente al parque Vargas',
        latitude: 9.9913,
        longitude: -83.0415,
        phone: '2758-1234',
        whatsapp: '',
        active: true,
        principalLocation: true,
        ubicationType: 'store',
        unrelated: 'not sent',
      },
    });
    expect(created.data).toMatchObject({ id: 12, latitude: 9.9913 });
    expect(seen[0]).toEqual({
      method: 'POST',
      url: '/BenefitsLocation',
      body: {
        idBenefits: '3',
        provinceCode: '7',
        cantonCode: '701',
        districtCode: '70101',
        address: 'Frente al parque Vargas',
        latitude: '9,9913',
        longitude: '-83,0415',
        phone: '2758-1234',
        whatsapp: '',
        active: 'true',
        principalLocation: 'true',
        ubicationType: 'store',
      },
    });
  });

  it('updates with JSON, keeping a typed decimal comma and converting integers', async () => {
    await adapter.update('benefit-locations', {
      id: 12,
      previousData: { id: 12 },
      data: { ...location, latitude: '10,5', longitude: -84 },
    });
    expect(seen[0]!.method).toBe('PUT');
    expect(seen[0]!.url).toBe('/BenefitsLocation/12');
    expect(seen[0]!.body).toMatchObject({ latitude: '10,5', longitude: '-84', provinceCode: '7' });
  });

  it('deletes by id', async () => {
    const deleted = await adapter.delete('benefit-locations', { id: 12, previousData: { id: 12 } });
    expect(deleted.data).toMatchObject({ id: 12, longitude: -83.0415 });
    expect(seen[0]).toMatchObject({ method: 'DELETE', url: '/BenefitsLocation/12' });
  });
});

describe('geography adapters', () => {
  it('read provinces, and cantons and districts only once their parents are chosen', async () => {
    const geography = geographyAdapters(MAIN_API, mainApi.http);
    const params = {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' as const },
    };
    expect(
      (await geography.provinces.getList('provinces', { ...params, filter: {} })).data,
    ).toEqual([{ id: 7, name: 'Limón' }]);
    expect(
      (await geography.cantons.getList('cantons', { ...params, filter: { provinceId: '' } })).data,
    ).toEqual([]);
    await geography.cantons.getList('cantons', { ...params, filter: { provinceId: 7 } });
    await geography.districts.getList('districts', {
      ...params,
      filter: { provinceId: 7, cantonId: '701' },
    });
    expect(seen.map((request) => request.url)).toEqual([
      '/Provinces',
      '/Provinces/7/Cantons',
      '/Provinces/7/Cantons/701/Districts',
    ]);
  });
});

describe('division-boundaries adapter', () => {
  const boundaries = () => boundariesAdapter(MAIN_API, mainApi.http);

  it('reads a division’s box, and null when none is loaded', async () => {
    expect(await boundaries().divisionBox('division-boundaries', { code: '11901' })).toEqual(
      DISTRICT_BOX,
    );
    expect(await boundaries().divisionBox('division-boundaries', { code: '11902' })).toBeNull();
  });

  it('sends the file as the multipart field file', async () => {
    const file = new File(['{"type":"FeatureCollection","features":[]}'], 'limites.geojson');
    expect(await boundaries().loadBoundaries('division-boundaries', { file })).toEqual({
      loaded: 3,
      provinces: 1,
      cantons: 1,
      districts: 1,
    });
    const sent = seen.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/Geography/Boundaries');
  });
});
