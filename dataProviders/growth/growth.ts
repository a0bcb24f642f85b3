import type { DataProvider, Identifier } from 'react-admin';
// Types only from the contract (its yup schemas must be built after the portal sets yup's
// messages).
import type {
  Application,
  ApplicationStatus,
  Eligibility,
  EmployeeMetrics,
  GrowthProfile,
  Opening,
  OpeningFilters,
  OpeningSummary,
} from '../../contracts/growth/growth';
import type { HttpClient } from '../http';
import { appendDocuments, legacyAdapter, multipartBody, segment } from '../legacyAdapter';
import { onlyFilters, search } from '../listParams';
import { ADMIN_PATH } from '../simpleRest';

/**
 * Growth opportunities over the growth service's calls (`services.growth`, paths `/api/…` as the
 * contract gives them) as react-admin resources:
 * - `growth-opportunities`: the active openings (GetActiveOpenings: `q`, `area`, `location`,
 *   paged), plus `filters` (GetFilters: the areas and locations to filter by) and `validate`
 *   (Employee/Validate);
 * - `growth-opportunity-details`: one opening with its description (GetByID?id=);
 * - `growth-my-applications`: the caller's applications (GetMyApplications?employeeID=) and a new
 *   one (POST /api/Application, multipart with the résumé);
 * - `growth-metrics` and `growth-profile`: the caller's metrics and profile, read by badge
 *   (`id`); the profile's update is UploadEmployeeInfo.
 * The badge always comes from the session: the service refuses anyone else's.
 */

/** The résumé's download address: the contract gives its path under the growth base. */
const withResumeUrl =
  (growthApi: string) =>
  (application: Application): Application => ({
    ...application,
    resumeUrl: `${growthApi}${application.resumeUrl}`,
  });

/** The apply form's values: the contract's fields and the résumé as the document input holds it. */
export interface ApplicationValues {
  email: string;
  phone: string;
  badge: string;
  openingId: Identifier;
  job: string;
  workSchedule: string;
  startTime: string;
  endTime: string;
  resume: unknown;
}

/** The apply form as the multipart body of POST /api/Application. */
export const applicationFormData = (data: Partial<ApplicationValues>): FormData => {
  const form = multipartBody({
    email: data.email,
    phone: data.phone,
    badge: data.badge,
    openingId: data.openingId,
    job: data.job,
    workSchedule: data.workSchedule,
    startTime: data.startTime,
    endTime: data.endTime,
    resumeName: (data.resume as { rawFile?: File } | undefined)?.rawFile?.name,
  });
  return appendDocuments(form, 'resume', data.resume);
};

export interface OpportunitiesDataProvider extends DataProvider {
  /** GET /api/Opening/GetFilters: the areas and locations of the open openings. */
  filters(resource: 'growth-opportunities'): Promise<OpeningFilters>;
  /** POST /api/Employee/Validate: whether the caller may apply to the opening, and why not. */
  validate(
    resource: 'growth-opportunities',
    params: { opening: Pick<OpeningSummary, 'id' | 'title'>; badge: string },
  ): Promise<Eligibility>;
}

export function growthOpportunitiesAdapter(
  growthApi: string,
  http: HttpClient,
): OpportunitiesDataProvider {
  const adapter = legacyAdapter<OpeningSummary>(http, {
    resource: 'growth-opportunities',
    list: ({ pagination, filter }) =>
      `${growthApi}/api/Opening/GetActiveOpenings?${search({
        ...onlyFilters(filter, ['q', 'area', 'location']),
        ...pagination,
      })}`,
  });
  return Object.assign(adapter, {
    filters: () => http.json<OpeningFilters>(`${growthApi}/api/Opening/GetFilters`),
    validate: (
      _resource: 'growth-opportunities',
      { opening, badge }: { opening: Pick<OpeningSummary, 'id' | 'title'>; badge: string },
    ) =>
      http.json<Eligibility>(`${growthApi}/api/Employee/Validate`, {
        method: 'POST',
        body: JSON.stringify({ jobId: opening.id, jobName: opening.title, employeeId: badge }),
      }),
  });
}

/**
 * One opening with its description and the caller's application. Its own resource, because
 * react-admin fills a resource's getOne cache from its lists, and list rows carry no description.
 */
export const growthOpportunityDetailsAdapter = (
  growthApi: string,
  http: HttpClient,
): DataProvider =>
  legacyAdapter<Opening>(http, {
    resource: 'growth-opportunity-details',
    one: (id) => `${growthApi}/api/Opening/GetByID?${search({ id })}`,
  });

/** The caller's applications (`filter.employeeID`: the session's badge) and a new one. */
export const growthMyApplicationsAdapter = (growthApi: string, http: HttpClient): DataProvider =>
  legacyAdapter<Application, Application, ApplicationValues>(http, {
    resource: 'growth-my-applications',
    toRecord: withResumeUrl(growthApi),
    list: ({ pagination, filter }) =>
      filter?.employeeID
        ? `${growthApi}/api/Application/GetMyApplications?${search({
            employeeID: filter.employeeID,
            ...pagination,
          })}`
        : null,
    create: {
      path: `${growthApi}/api/Application`,
      body: ({ data }) => applicationFormData(data),
    },
    // The service names the contract's fields; the résumé is the form's `resume` too.
    formFields: { renamed: { resumeName: 'resume' } },
  });

/** The caller's metrics, read by badge (`useGetOne('growth-metrics', { id: badge })`). */
export const growthMetricsAdapter = (growthApi: string, http: HttpClient): DataProvider =>
  legacyAdapter<EmployeeMetrics & { id: Identifier }>(http, {
    resource: 'growth-metrics',
    getOne: async (id) => ({
      ...(await http.json<EmployeeMetrics>(
        `${growthApi}/api/Employee/GetMetrics?${search({ employeeID: id })}`,
      )),
      id,
    }),
  });

/** The caller's growth profile by badge; its update sends the contact data (UploadEmployeeInfo). */
export const growthProfileAdapter = (growthApi: string, http: HttpClient): DataProvider =>
  legacyAdapter<GrowthProfile & { id: Identifier }, GrowthProfile>(http, {
    resource: 'growth-profile',
    toRecord: (profile) => ({ ...profile, id: profile.badge }),
    one: (id) => `${growthApi}/api/Employee/GetProfile?${search({ employeeID: id })}`,
    update: {
      path: `${growthApi}/api/Employee/UploadEmployeeInfo`,
      method: 'POST',
      body: ({ id, data }) => ({ email: data.email, phone: data.phone, badge: String(id) }),
    },
  });

/** An owner's status move of an application (PUT /admin/growth-applications/{id}). */
export interface ApplicationMove {
  status: ApplicationStatus;
  note: string;
  /** The status the owner saw: the service refuses the move when another owner moved it first. */
  from: ApplicationStatus;
}

/**
 * `growth-application-details`: one application as its owners review it, over the main family's
 * `/admin/growth-applications/{id}` (read and status move). Its own resource, because the
 * résumé's address needs the growth base, which the simple-rest records do not know.
 */
export function growthApplicationDetailsAdapter(
  mainApi: string,
  growthApi: string,
  http: HttpClient,
): DataProvider {
  const one = (id: Identifier) => `${mainApi}${ADMIN_PATH}/growth-applications/${segment(id)}`;
  return legacyAdapter<Application, Application, ApplicationMove>(http, {
    resource: 'growth-application-details',
    toRecord: withResumeUrl(growthApi),
    one,
    update: {
      path: ({ id }) => one(id),
      body: ({ data }) => ({ status: data.status, note: data.note ?? '', from: data.from }),
    },
  });
}
