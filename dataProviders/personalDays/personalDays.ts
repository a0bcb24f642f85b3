import { type DataProvider, HttpError, type Identifier } from 'react-admin';
// Types only from the contract (its yup schemas must be built after the portal sets yup's
// messages).
import type {
  AddRequestDayBody,
  DayCategory,
  DayRequest,
  TimeInterval,
  UserValidation,
} from '../../contracts/personalDays/personalDays';
import { MAX_PER_PAGE } from '../../contracts/listHeaders';
import type { HttpClient } from '../http';
import { legacyAdapter, segment } from '../legacyAdapter';
import { search } from '../listParams';

/**
 * Personal days over their legacy calls on the main family (`/PersonalDays/…`, spelled as the
 * contract spells them) as react-admin resources:
 * - `personal-day-categories`: GetCategories (the whole list);
 * - `personal-day-intervals`: GetTimeIntervalsByCategory/{categoryId} (`filter.categoryId`;
 *   without it, nothing is asked);
 * - `personal-day-requests`: my requests (GetDaysRequests, `filter.status`, paged), one of my
 *   pending requests (read among the pending ones: the contract has no call for one), a new one
 *   (AddRequestDay), a changed date (UpdateReqestDate, its data in the query) and a cancelled one
 *   (Delete);
 * - `personal-days-validation`: whether I may request a day and my balance, by badge
 *   (InitialUserValidation/{badge}; always the session's own).
 * The approvers' inbox and the company's holidays are the portal's own resources (simple-rest).
 */

/** The request form's values: the contract's fields. */
export type DayRequestValues = AddRequestDayBody;

/** A validation read as a record: its id is the badge it was read for. */
export type UserValidationRecord = UserValidation & { id: Identifier };

export const dayCategoriesAdapter = (mainApi: string, http: HttpClient): DataProvider =>
  legacyAdapter<DayCategory>(http, {
    resource: 'personal-day-categories',
    list: () => `${mainApi}/PersonalDays/GetCategories`,
  });

export const dayIntervalsAdapter = (mainApi: string, http: HttpClient): DataProvider =>
  legacyAdapter<TimeInterval>(http, {
    resource: 'personal-day-intervals',
    list: ({ filter }) =>
      filter?.categoryId
        ? `${mainApi}/PersonalDays/GetTimeIntervalsByCategory/${segment(filter.categoryId)}`
        : null,
  });

/** My requests, and my pending ones to change or cancel. */
export function dayRequestsAdapter(mainApi: string, http: HttpClient): DataProvider {
  const requests = (query: Record<string, unknown>) =>
    `${mainApi}/PersonalDays/GetDaysRequests?${search(query)}`;
  return legacyAdapter<DayRequest, DayRequest, DayRequestValues>(http, {
    resource: 'personal-day-requests',
    list: ({ filter, pagination }) =>
      requests({ status: filter?.status, page: pagination?.page, perPage: pagination?.perPage }),
    // Only a pending request is read alone (to change it): they are few, one page holds them all.
    getOne: async (id) => {
      const pending = await http.list<DayRequest>(
        requests({ status: 'submitted', page: 1, perPage: MAX_PER_PAGE }),
      );
      const request = pending.data.find((row) => String(row.id) === String(id));
      if (!request) throw new HttpError('personalDays.form.notPending', 404);
      return request;
    },
    create: {
      path: `${mainApi}/PersonalDays/AddRequestDay`,
      body: ({ data }) => ({
        categoryId: data.categoryId,
        timeIntervalId: data.timeIntervalId,
        requestDate: data.requestDate,
        comment: data.comment ?? '',
      }),
    },
    // The contract's typo and its data in the query: a POST without a body.
    update: {
      method: 'POST',
      path: ({ id, data }) =>
        `${mainApi}/PersonalDays/UpdateReqestDate/${segment(id)}?${search({
          requestDate: data.requestDate,
          comment: data.comment ?? '',
        })}`,
    },
    delete: { path: ({ id }) => `${mainApi}/PersonalDays/Delete/${segment(id)}` },
  });
}

/** `useGetOne('personal-days-validation', { id: badge })`: may I request, and my balance. */
export const userValidationAdapter = (mainApi: string, http: HttpClient): DataProvider =>
  legacyAdapter<UserValidationRecord>(http, {
    resource: 'personal-days-validation',
    getOne: async (id) => ({
      ...(await http.json<UserValidation>(
        `${mainApi}/PersonalDays/InitialUserValidation/${segment(id)}`,
      )),
      id,
    }),
  });
