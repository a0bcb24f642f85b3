import { type DataProvider, HttpError, type Identifier, type RaRecord } from 'react-admin';
import type { BoundaryImport } from '../../contracts/benefits/boundaries';
import type { DivisionBox } from '../../contracts/places';
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
import { legacyAdapter, multipartBody, segment } from '../legacyAdapter';
import { listSearch, search } from '../listParams';
import { callsOnly } from '../callsOnly';

/** A location in the portal: coordinates are numbers (the contract's decimal comma is edge-only). */
export type BenefitLocationRecord = Omit<BenefitLocation, 'latitude' | 'longitude'> & {
  latitude: number;
  longitude: number;
};

/** What the location form holds: coordinates typed (decimal comma or point) or picked. */
type BenefitLocationInput = Pick<
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

const fromContract = (location: BenefitLocation): BenefitLocationRecord => ({
  ...location,
  latitude: parseDecimalComma(location.latitude),
  longitude: parseDecimalComma(location.longitude),
});

/** A coordinate as the contract sends it: "9,9281" (a typed one may already have a comma). */
const coordinate = (value: number | string): string =>
  formatDecimalComma(typeof value === 'number' ? value : parseDecimalComma(value));

/** The contract's fields only, as text (multipart and JSON bodies alike). */
function toContract(data: Partial<BenefitLocationInput>): Record<string, string | boolean> {
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

/**
 * `benefit-locations` over the locations endpoints. getList: GET /BenefitsLocation (filters
 * `idBenefits`, `active`, `q`), or with the filter `provincia` (and `canton`)
 * GET /BenefitsLocation/FindByProvincia(Canton) — codes, optional `idBenefits`. POST is multipart,
 * PUT JSON; latitude and longitude travel with a decimal comma.
 */
export function benefitLocationsAdapter(mainApi: string, http: HttpClient): DataProvider {
  const base = `${mainApi}/BenefitsLocation`;
  const one = (id: Identifier) => `${base}/${segment(id)}`;
  return legacyAdapter(http, {
    resource: 'benefit-locations',
    toRecord: fromContract,
    list: (params) => {
      const { provincia, canton, ...filter } = params.filter ?? {};
      const byPlace = search({
        provincia,
        canton,
        idBenefits: filter.idBenefits,
        ...params.pagination,
      });
      if (!byPlace.has('provincia')) return `${base}?${listSearch(params, filter)}`;
      return `${base}/${byPlace.has('canton') ? 'FindByProvinciaCanton' : 'FindByProvincia'}?${byPlace}`;
    },
    one,
    create: {
      path: base,
      body: ({ data }: { data: Partial<BenefitLocationInput> }) => multipartBody(toContract(data)),
    },
    update: { path: ({ id }) => one(id), body: ({ data }) => toContract(data) },
    delete: { path: ({ id }) => one(id) },
  });
}

/**
 * Geography as three read-only resources: `provinces`; `cantons` (filter
 * `provinceId`); `districts` (filters `provinceId`, `cantonId`). Ids are INEC codes.
 */
export function geographyAdapters(mainApi: string, http: HttpClient) {
  const place = <T extends RaRecord>(
    resource: string,
    path: (filter: Record<string, Identifier>) => string | null,
  ) =>
    legacyAdapter<T>(http, {
      resource,
      list: ({ filter }) => {
        const url = path(filter ?? {});
        return url && `${mainApi}${url}`;
      },
    });
  return {
    provinces: place<Province>('provinces', () => '/Provinces'),
    cantons: place<Canton>('cantons', ({ provinceId }) =>
      provinceId ? `/Provinces/${segment(provinceId)}/Cantons` : null,
    ),
    districts: place<District>('districts', ({ provinceId, cantonId }) =>
      provinceId && cantonId
        ? `/Provinces/${segment(provinceId)}/Cantons/${segment(cantonId)}/Districts`
        : null,
    ),
  };
}

/** The official boundaries: a division's box and System_Admin's load of the GeoJSON file. */
export interface BoundariesDataProvider extends DataProvider {
  /** The division's box; null when its boundary has not been loaded. */
  divisionBox(
    resource: 'division-boundaries',
    params: { code: string },
  ): Promise<DivisionBox | null>;
  loadBoundaries(resource: 'division-boundaries', params: { file: File }): Promise<BoundaryImport>;
}

/** `division-boundaries`: GET and POST /Geography/Boundaries (multipart field `file`). */
export function boundariesAdapter(mainApi: string, http: HttpClient): BoundariesDataProvider {
  const base = `${mainApi}/Geography/Boundaries`;
  return {
    ...callsOnly('division-boundaries'),
    divisionBox: async (_resource, { code }) => {
      try {
        return await http.json<DivisionBox>(`${base}/${segment(code)}`);
      } catch (error) {
        // None loaded: the map keeps the country's view.
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      }
    },
    loadBoundaries: (_resource, { file }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return http.json<BoundaryImport>(base, { method: 'POST', body: form });
    },
  };
}
