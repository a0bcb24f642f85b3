import type { DataProvider } from 'react-admin';
// Types only from the contract (its yup schemas must be built after the portal sets yup's
// messages); the conversions come from the schema-free module.
import type {
  BenefitLocation,
  Canton,
  District,
  Province,
} from '../../contracts/benefits/locations';
import { formatDecimalComma, parseDecimalComma } from '../../contracts/decimalComma';
import type { HttpClient } from '../http';
import { listSearch } from '../listParams';
import { resourceAdapter } from '../unsupported';

/** A location in the portal: coordinates are numbers (the contract's decimal comma is edge-only). */
export type BenefitLocationRecord = Omit<BenefitLocation, 'latitude' | 'longitude'> & {
  latitude: number;
  longitude: number;
};

/** What the location form holds: coordinates typed (decimal comma or point) or picked. */
export type BenefitLocationInput = Pick<
  BenefitLocationRecord,
  | 'idBenefits'
  | 'provinceCode'
  | 'cantonCode'
  | 'districtCode'
  | 'address'
  | 'phone'
  | 'whatsapp'
  | 'active'
  | 'principalLocation'
  | 'ubicationType'
> & { latitude: number | string; longitude: number | string };

export const fromContract = (location: BenefitLocation): BenefitLocationRecord => ({
  ...location,
  latitude: parseDecimalComma(location.latitude),
  longitude: parseDecimalComma(location.longitude),
});

/** A coordinate as the contract sends it: "9,9281" (a typed one may already have a comma). */
const coordinate = (value: number | string): string =>
  formatDecimalComma(typeof value === 'number' ? value : parseDecimalComma(value));

/** The contract's fields only, as text (multipart and JSON bodies alike). */
export function toContract(data: Partial<BenefitLocationInput>): Record<string, string | boolean> {
  return {
    idBenefits: String(data.idBenefits ?? ''),
    provinceCode: String(data.provinceCode ?? ''),
    cantonCode: data.cantonCode ?? '',
    districtCode: data.districtCode ?? '',
    address: data.address ?? '',
    latitude: data.latitude === undefined || data.latitude === '' ? '' : coordinate(data.latitude),
    longitude:
      data.longitude === undefined || data.longitude === '' ? '' : coordinate(data.longitude),
    phone: data.phone ?? '',
    whatsapp: data.whatsapp ?? '',
    active: data.active ?? true,
    principalLocation: data.principalLocation ?? false,
    ubicationType: data.ubicationType ?? '',
  };
}

function formData(fields: Record<string, string | boolean>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  return form;
}

/**
 * `benefit-locations` over SPEC §7 Locations. getList: GET /BenefitsLocation (filters
 * `idBenefits`, `active`, `q`), or with the filter `provincia` (and `canton`)
 * GET /BenefitsLocation/FindByProvincia(Canton) — codes, optional `idBenefits`. POST is multipart,
 * PUT JSON; latitude and longitude travel with a decimal comma.
 */
export function benefitLocationsAdapter(mainApi: string, http: HttpClient): DataProvider {
  const base = `${mainApi}/BenefitsLocation`;
  const one = (id: unknown) => `${base}/${encodeURIComponent(String(id))}`;
  return resourceAdapter('benefit-locations', {
    getList: async (_resource, params) => {
      const { provincia, canton, ...filter } = params.filter ?? {};
      let url: string;
      if (provincia !== undefined && provincia !== '') {
        const query = new URLSearchParams({ provincia: String(provincia) });
        if (canton !== undefined && canton !== '') query.set('canton', String(canton));
        if (filter.idBenefits) query.set('idBenefits', String(filter.idBenefits));
        if (params.pagination) {
          query.set('page', String(params.pagination.page));
          query.set('perPage', String(params.pagination.perPage));
        }
        url = `${base}/${query.has('canton') ? 'FindByProvinciaCanton' : 'FindByProvincia'}?${query}`;
      } else {
        url = `${base}?${listSearch(params, filter)}`;
      }
      const result = await http.list<BenefitLocation>(url);
      return { data: result.data.map(fromContract) as never, total: result.total };
    },
    getOne: async (_resource, { id }) => ({
      data: fromContract(await http.json<BenefitLocation>(one(id))) as never,
    }),
    create: async (_resource, { data }) => ({
      data: fromContract(
        await http.json<BenefitLocation>(base, {
          method: 'POST',
          body: formData(toContract(data as Partial<BenefitLocationInput>)),
        }),
      ) as never,
    }),
    update: async (_resource, { id, data }) => ({
      data: fromContract(
        await http.json<BenefitLocation>(one(id), {
          method: 'PUT',
          body: JSON.stringify(toContract(data as Partial<BenefitLocationInput>)),
        }),
      ) as never,
    }),
    delete: async (_resource, { id }) => ({
      data: fromContract(await http.json<BenefitLocation>(one(id), { method: 'DELETE' })) as never,
    }),
  });
}

/**
 * Geography (SPEC §7) as three read-only resources: `provinces`; `cantons` (filter
 * `provinceId`); `districts` (filters `provinceId`, `cantonId`). Ids are INEC codes.
 */
export function geographyAdapters(mainApi: string, http: HttpClient) {
  const listOf =
    <T>(path: (filter: Record<string, unknown>) => string | null) =>
    async (_resource: string, params: { filter?: Record<string, unknown> }) => {
      const url = path(params.filter ?? {});
      if (!url) return { data: [] as never[], total: 0 };
      const data = await http.json<T[]>(`${mainApi}${url}`);
      return { data: data as never[], total: data.length };
    };
  const segment = (value: unknown) => encodeURIComponent(String(value));
  return {
    provinces: resourceAdapter('provinces', {
      getList: listOf<Province>(() => '/Provinces'),
    }),
    cantons: resourceAdapter('cantons', {
      getList: listOf<Canton>(({ provinceId }) =>
        provinceId ? `/Provinces/${segment(provinceId)}/Cantons` : null,
      ),
    }),
    districts: resourceAdapter('districts', {
      getList: listOf<District>(({ provinceId, cantonId }) =>
        provinceId && cantonId
          ? `/Provinces/${segment(provinceId)}/Cantons/${segment(cantonId)}/Districts`
          : null,
      ),
    }),
  };
}
