import type { DataProvider, Identifier } from 'react-admin';
// Types and constants only: the contract's yup schemas are built after the portal sets yup's messages.
import {
  ANY_ID,
  badgesOf,
  fromWireDate,
  NO_INSTRUCTOR,
  NO_TEXT,
  toWireDate,
  USERS_SEPARATOR,
  weekdaysOf,
} from '../../contracts/extracurricular/courses';
import {
  type Audience,
  type DefinitionAnswer,
  type DefinitionForm,
  type DefinitionListItem,
  type DefinitionWire,
  DEFINITION_SORTABLE,
  type JobPosition,
  POSITION_SORTABLE,
  type ReportRow,
  type UsersFileResult,
} from '../../contracts/extracurricular/definitions';
import { type EmployeeName } from '../../contracts/extracurricular/enrolment';
import { legacyAdapter, multipartBody } from '../legacyAdapter';
import { search } from '../listParams';
import { at, type ExtracurricularApi, listOf, withPathToken } from './extracurricular';

/**
 * The administrators' course definitions over the extracurricular family. Resources:
 * - `extracurricular-definitions`: GetAllDefinitionCourses (paged, `q`, `statusId`, `courseId`,
 *   `locationId`, `active`), GetDefinitionCourseById (token in the path) and the
 *   PutInsUpdtDefinitionCourse upsert, mapped between the form and the §5 wire form
 *   (`definitionWire`, `definitionRecord`); `uploadUsersFile` sends a users file (PutUsersFiles);
 * - `extracurricular-positions` (GetAllPositions), `extracurricular-audiences` (a definition's
 *   audience: GetFilterByDefinitionCourse, its id the definition's), `extracurricular-employee-names`
 *   (GetNameByBadge, its id the badge) and `extracurricular-enrolment-report`
 *   (GetEnrollmentReport by `filter.groupBy` and `filter.statusId`, each row's id its key).
 */

/** The form's values of a definition, with its editor stamped on save. */
export type DefinitionValues = DefinitionForm & { modified_By: string };

/** A definition as the form and the list read it: the form's words and what the answer names. */
export type DefinitionRecord = DefinitionForm &
  Omit<
    DefinitionAnswer,
    | 'badge'
    | 'startDate'
    | 'endDate'
    | 'day'
    | 'mailInstructor'
    | 'urlSession'
    | 'usersList'
    | 'lobList'
    | 'positionList'
    | 'ViewQuota'
  > & { id: number };

/** An empty list is "anyone" on the wire: [-1]. */
const idListOf = (ids: readonly (number | string)[] | undefined) =>
  ids?.length ? ids.map(Number) : [ANY_ID];
/** [-1] on the wire is "anyone": the form's empty list. */
const idsOf = (list: readonly number[]) => list.filter((id) => id !== ANY_ID);
/** A placeholder of the wire read back as the form's empty value. */
const unless = (value: string | null | undefined, placeholder: string) =>
  !value || value === placeholder ? '' : value;

/**
 * The body of PutInsUpdtDefinitionCourse from the form: the §5 placeholders for what is empty
 * (mailInstructor and urlSession '-1', badge '0', LOB and position lists [-1]), the dates at
 * midnight, the weekdays and the invited badges joined with ','.
 */
export function definitionWire(values: Partial<DefinitionValues>, id?: Identifier): DefinitionWire {
  return {
    ...(id === undefined ? {} : { id: Number(id) }),
    courseId: Number(values.courseId),
    roomId: Number(values.roomId),
    badge: values.instructorBadge?.trim() || NO_INSTRUCTOR,
    startDate: toWireDate(values.startDate ?? ''),
    endDate: toWireDate(values.endDate ?? ''),
    startTime: values.startTime ?? '',
    endTime: values.endTime ?? '',
    day: [...(values.days ?? [])]
      .map(Number)
      .sort((a, b) => a - b)
      .join(','),
    quota: Number(values.quota),
    statusId: Number(values.statusId) as DefinitionWire['statusId'],
    active: values.active ?? true,
    modified_By: values.modified_By ?? '',
    mailInstructor: values.mailInstructor?.trim() || NO_TEXT,
    urlSession: values.urlSession?.trim() || NO_TEXT,
    description: values.description ?? '',
    filter: values.filter ?? '',
    usersList: (values.users ?? [])
      .map((badge) => badge.trim())
      .filter(Boolean)
      .join(USERS_SEPARATOR),
    lobList: idListOf(values.lobIds),
    positionList: idListOf(values.positionIds),
    ViewQuota: values.viewQuota ?? true,
  };
}

/** A definition as the service answers it (the wire form), in the form's words. */
export function definitionRecord(answer: DefinitionAnswer): DefinitionRecord {
  const {
    badge,
    startDate,
    endDate,
    day,
    mailInstructor,
    urlSession,
    usersList,
    lobList,
    positionList,
    ViewQuota,
    ...rest
  } = answer;
  return {
    ...rest,
    instructorBadge: unless(badge, NO_INSTRUCTOR),
    startDate: fromWireDate(startDate),
    endDate: fromWireDate(endDate),
    days: weekdaysOf(day),
    mailInstructor: unless(mailInstructor, NO_TEXT),
    urlSession: unless(urlSession, NO_TEXT),
    users: badgesOf(usersList),
    lobIds: idsOf(lobList),
    positionIds: idsOf(positionList),
    viewQuota: ViewQuota,
  };
}

/** The definitions' resource, with the users file's upload besides react-admin's calls. */
export interface DefinitionsDataProvider extends DataProvider {
  /** PUT /DefinitionCourse/PutUsersFiles: enrols the file's badges; which were refused and why. */
  uploadUsersFile(
    resource: 'extracurricular-definitions',
    params: { definitionId: Identifier; file: File },
  ): Promise<UsersFileResult>;
}

export const definitionsAdapter = (family: ExtracurricularApi): DefinitionsDataProvider => {
  const write = () => at(family, '/DefinitionCourse/PutInsUpdtDefinitionCourse');
  const adapter = legacyAdapter<
    DefinitionRecord | DefinitionListItem,
    DefinitionAnswer,
    DefinitionValues
  >(family.http, {
    resource: 'extracurricular-definitions',
    // The list's rows are already the portal's (DefinitionListItem); only the wire form is mapped.
    getList: async (params) =>
      family.http.list<DefinitionListItem>(
        at(
          family,
          '/DefinitionCourse/GetAllDefinitionCourses',
          listOf([...DEFINITION_SORTABLE], ['statusId', 'courseId', 'locationId'])(params),
        ),
        { signal: params.signal },
      ),
    one: (id) => withPathToken(family, '/DefinitionCourse/GetDefinitionCourseById', id),
    toRecord: definitionRecord,
    create: { method: 'PUT', path: write, body: ({ data }) => definitionWire(data) },
    update: { path: write, body: ({ id, data }) => definitionWire(data, id) },
  });
  return {
    ...adapter,
    uploadUsersFile: (_resource, { definitionId, file }) => {
      const form = multipartBody({ definitionId });
      form.append('file', file, file.name);
      return family.http.json<UsersFileResult>(at(family, '/DefinitionCourse/PutUsersFiles'), {
        method: 'PUT',
        body: form,
      });
    },
  };
};

export const positionsAdapter = (family: ExtracurricularApi): DataProvider => {
  const list = (query: string) => at(family, '/DefinitionCourse/GetAllPositions', query);
  return legacyAdapter<JobPosition>(family.http, {
    resource: 'extracurricular-positions',
    list: (params) => list(listOf([...POSITION_SORTABLE])(params)),
    // The contract reads no position alone: a picker's chosen ones are found among all of them.
    getMany: async (ids) => {
      const { data } = await family.http.list<JobPosition>(
        list(search({ perPage: 1000 }).toString()),
      );
      return data.filter((position) => ids.some((id) => String(id) === String(position.id)));
    },
  });
};

/** A definition's audience as a record: its id the definition's. */
export type AudienceRecord = Audience & { id: number };

export const audiencesAdapter = (family: ExtracurricularApi): DataProvider =>
  legacyAdapter<AudienceRecord, Audience>(family.http, {
    resource: 'extracurricular-audiences',
    toRecord: (audience) => ({ ...audience, id: audience.definitionId }),
    one: (definitionId) =>
      at(
        family,
        '/DefinitionCourse/GetFilterByDefinitionCourse',
        search({ definitionId }).toString(),
      ),
  });

/** An active employee's name by badge: its id the badge. */
export type EmployeeNameRecord = EmployeeName & { id: string };

export const employeeNamesAdapter = (family: ExtracurricularApi): DataProvider =>
  legacyAdapter<EmployeeNameRecord, EmployeeName>(family.http, {
    resource: 'extracurricular-employee-names',
    toRecord: (employee) => ({ ...employee, id: employee.badge }),
    one: (badge) => withPathToken(family, '/Enrollment/GetNameByBadge', badge),
  });

/** A row of the enrolment report: its id the course's or LOB's. */
export type ReportRecord = ReportRow & { id: number };

export const enrolmentReportAdapter = (family: ExtracurricularApi): DataProvider =>
  legacyAdapter<ReportRecord, ReportRow>(family.http, {
    resource: 'extracurricular-enrolment-report',
    toRecord: (row) => ({ ...row, id: row.key }),
    list: ({ filter }) =>
      at(
        family,
        '/Enrollment/GetEnrollmentReport',
        search({ groupBy: filter?.groupBy ?? 'course', statusId: filter?.statusId }).toString(),
      ),
  });
