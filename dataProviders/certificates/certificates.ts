import type { DataProvider, GetListParams } from 'react-admin';
// Types and constants only: the contract's yup schemas are built after the portal sets yup's messages.
import {
  CERTIFICATE_CITY,
  type CertificateCode,
  type CertificateSummary,
  type FoodHandlerReview,
  type IssuedCertificate,
} from '../../contracts/certificates/certificates';
import { employeeCodeOf, fileNumberOf } from '../../contracts/employeeCodes';
import { withFunctionKey } from '../functionKey';
import type { HttpClient } from '../http';
import { legacyAdapter } from '../legacyAdapter';
import { search } from '../listParams';

/**
 * Certificates over the certificates family (/api/certificates):
 * - `my-certificates`: the caller's certificates (GET /certificados?codigoEmpleado=, paged by
 *   size/offset; `filter.badge` is the caller's badge) and a new one (POST /certificados with the
 *   family's function key);
 * - `food-handler-review`: the caller's food-handler health review, read by badge (GET
 *   revision-sanitario?legajo=&token=, with today's client date-token).
 * The employee codes are the badge's (contracts/employeeCodes.ts).
 */

/** The request form's values: the type, the caller's badge, today and, for type 3, the incapacity. */
export interface CertificateValues {
  code: CertificateCode;
  badge: string;
  /** 'YYYY-MM-DD': today in the company calendar. */
  today: string;
  /** 'YYYY-MM-DD', type 3 only. */
  incapacityStart?: string | null;
}

/**
 * POST /certificados's body: the city the service accepts, the incapacity date for type 3 only
 * (the service refuses it for the others), no signer (the configured one signs).
 */
export function certificateRequest(values: CertificateValues) {
  return {
    codigoCertificado: values.code,
    codigoEmpleado: employeeCodeOf(values.badge),
    fechaDocumento: values.today,
    ciudad: CERTIFICATE_CITY,
    ...(values.code === 3 && values.incapacityStart
      ? { fechaInicioIncapacidad: values.incapacityStart }
      : {}),
  };
}

/** The caller's certificates (newest first, by size and offset) and a new one. */
export function myCertificatesAdapter(
  certificatesApi: string,
  http: HttpClient,
  functionKey: string,
): DataProvider {
  return legacyAdapter<
    CertificateSummary | IssuedCertificate,
    CertificateSummary,
    CertificateValues
  >(http, {
    resource: 'my-certificates',
    // Nothing is asked before the caller's badge is known.
    list: ({ pagination, filter }: GetListParams) => {
      if (!filter?.badge) return null;
      const size = pagination?.perPage ?? 50;
      const offset = ((pagination?.page ?? 1) - 1) * size;
      return `${certificatesApi}/certificados?${search({
        codigoEmpleado: employeeCodeOf(String(filter.badge)),
        size,
        offset,
      })}`;
    },
    create: {
      path: withFunctionKey(`${certificatesApi}/certificados`, functionKey),
      body: ({ data }) => certificateRequest(data as CertificateValues),
    },
  });
}

/** The one record of `food-handler-review`: the review, its id the badge it was read for. */
export type FoodHandlerRecord = FoodHandlerReview & { id: string };

/**
 * The caller's food-handler review (`getOne` by badge). The service asks for today's client
 * date-token.
 */
export function foodHandlerReviewAdapter(
  certificatesApi: string,
  http: HttpClient,
  todayToken: () => Promise<string>,
): DataProvider {
  return legacyAdapter<FoodHandlerRecord>(http, {
    resource: 'food-handler-review',
    getOne: async (badge) => {
      const token = await todayToken();
      const review = await http.json<FoodHandlerReview>(
        `${certificatesApi}/revision-sanitario?${search({ legajo: fileNumberOf(String(badge)), token })}`,
      );
      return { ...review, id: String(badge) };
    },
  });
}
