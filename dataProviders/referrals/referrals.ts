import type { DataProvider, GetListParams } from 'react-admin';
// Types only from the contract (its yup schemas must be built after the portal sets yup's
// messages).
import type {
  CandidateValidity,
  MyReferral,
  NamedOption,
  PositionCategory,
  PromotionalCode,
  RaftSettings,
  ReferralLocation,
  SaveRaftBody,
} from '../../contracts/referrals/referrals';
import type { HttpClient } from '../http';
import { appendDocuments, legacyAdapter, multipartBody, segment } from '../legacyAdapter';
import { search } from '../listParams';

/**
 * Bring a friend over its legacy calls: `referral-locations`, `referral-positions` (flat, each
 * with its category), `referral-english-levels`, `referral-settings` (one record: the form's
 * options and the campaign's promotional code) and `my-referrals` (the caller's referrals,
 * created with SaveRaft; `candidateIsValid` checks a candidate first).
 */

/** A position as the portal lists it: GetPositions' groups flattened, each with its category. */
export interface PositionRecord {
  id: number;
  title: string;
  category: string;
  locations: ReferralLocation[];
}

/** The one record of `referral-settings`. */
export type ReferralSettingsRecord = RaftSettings & PromotionalCode & { id: 'current' };

/** The referral form's values: the contract's fields and the chosen résumé(s). */
export type ReferralValues = Partial<SaveRaftBody> & { resume?: unknown };

export const flattenPositions = (groups: readonly PositionCategory[]): PositionRecord[] =>
  groups.flatMap(({ category, positions }) =>
    positions.map((position) => ({ ...position, category })),
  );

/** The sites a candidate may work at: GET /api/Raft/GetLocation. */
export const referralLocationsAdapter = (mainApi: string, http: HttpClient): DataProvider =>
  legacyAdapter<ReferralLocation>(http, {
    resource: 'referral-locations',
    list: () => `${mainApi}/api/Raft/GetLocation`,
  });

/** Open positions, of the location in the filter `locationId` (none: every location). */
export const referralPositionsAdapter = (mainApi: string, http: HttpClient): DataProvider =>
  legacyAdapter<PositionRecord>(http, {
    resource: 'referral-positions',
    getList: async ({ filter }: GetListParams) => {
      const location = Number(filter?.locationId ?? 0) || 0;
      const groups = await http.json<PositionCategory[]>(
        `${mainApi}/api/Raft/GetPositions/${segment(location)}`,
      );
      const data = flattenPositions(groups);
      return { data, total: data.length };
    },
  });

/** GET {tools}/api/Raft/GetEnglishLevels. */
export const referralEnglishLevelsAdapter = (toolsApi: string, http: HttpClient): DataProvider =>
  legacyAdapter<NamedOption>(http, {
    resource: 'referral-english-levels',
    list: () => `${toolsApi}/api/Raft/GetEnglishLevels`,
  });

/** The form's options (GetRaftSettings) and the campaign's code (GetPromotionalCode), together. */
export const referralSettingsAdapter = (
  mainApi: string,
  toolsApi: string,
  http: HttpClient,
): DataProvider =>
  legacyAdapter<ReferralSettingsRecord>(http, {
    resource: 'referral-settings',
    getOne: async () => {
      const [settings, code] = await Promise.all([
        http.json<RaftSettings>(`${toolsApi}/api/Raft/GetRaftSettings`),
        http.json<PromotionalCode>(`${mainApi}/api/Raft/GetPromotionalCode`),
      ]);
      return { ...settings, promotionalCode: code.promotionalCode, id: 'current' };
    },
  });

/** The referral form as SaveRaft's multipart body: every field by its name, then the résumé(s). */
export function referralFormData({ resume, ...fields }: ReferralValues): FormData {
  return appendDocuments(multipartBody(fields), 'resume', resume);
}

export interface MyReferralsDataProvider extends DataProvider {
  /** GET /api/Raft/CandidateIsValid/{identification}: whether the candidate may be referred. */
  candidateIsValid(
    resource: 'my-referrals',
    params: { identificationNumber: string },
  ): Promise<CandidateValidity>;
}

/**
 * The caller's referrals: GET {tools}/api/Raft/GetTopMyReferals with the badge in the filter
 * (`badge`: always the caller's own; without it, nothing is asked), `size` the page's length and
 * `offset` where it starts; created with POST {tools}/api/Raft/SaveRaft (which answers the whole
 * Referral).
 */
export function myReferralsAdapter(
  mainApi: string,
  toolsApi: string,
  http: HttpClient,
): MyReferralsDataProvider {
  const adapter = legacyAdapter<MyReferral, MyReferral, ReferralValues>(http, {
    resource: 'my-referrals',
    list: ({ filter, pagination }) => {
      if (!filter?.badge) return null;
      const size = pagination?.perPage ?? 3;
      const offset = ((pagination?.page ?? 1) - 1) * size;
      return `${toolsApi}/api/Raft/GetTopMyReferals?${search({ badge: filter.badge, size, offset })}`;
    },
    create: {
      path: `${toolsApi}/api/Raft/SaveRaft`,
      body: ({ data }) => referralFormData(data),
    },
  });
  return Object.assign(adapter, {
    candidateIsValid: (
      _resource: 'my-referrals',
      { identificationNumber }: { identificationNumber: string },
    ) =>
      http.json<CandidateValidity>(
        `${mainApi}/api/Raft/CandidateIsValid/${segment(identificationNumber)}`,
      ),
  });
}
