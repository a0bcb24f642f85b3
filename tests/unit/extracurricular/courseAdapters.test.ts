// @vitest-environment node
import { HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { dateToken } from '../../../contracts/dateToken';
import type {
  AttendanceSheet,
  CatalogueEntry,
  Enrolment,
  MyEnrolment,
  RosterStudent,
} from '../../../contracts/extracurricular/enrolment';
import {
  attendanceAdapter,
  attendanceId,
  catalogueAdapter,
  enrolmentsAdapter,
  instructorGroupsAdapter,
  myEnrolmentsAdapter,
  rosterAdapter,
  sessionsAdapter,
  sheetOf,
} from '../../../dataProviders/extracurricular/courses';
import type { ExtracurricularApi } from '../../../dataProviders/extracurricular/extracurricular';
import { fakeMainApi, MAIN_API } from '../helpers/fakeMainApi';

const PHRASE = 'frase del token';
const today = () => dateToken(PHRASE);

const group: CatalogueEntry = {
  id: 12,
  courseId: 3,
  courseName: 'Inglés B1',
  description: 'Conversación para el trabajo',
  filter: 'Para agentes bilingües',
  instructor: 'Mauricio Jiménez Arce',
  instructorBadge: '100020',
  mailInstructor: null,
  roomId: 4,
  roomName: 'Sala 2',
  locationId: 1,
  locationName: 'Heredia',
  modality: 'presencial',
  urlSession: null,
  startDate: '2026-12-01',
  endDate: '2027-02-26',
  startTime: '18:00',
  endTime: '19:30',
  day: '1,3',
  statusId: 2,
  quota: 20,
  seatsLeft: 3,
  ViewQuota: true,
  enrolment: null,
};
const mine: MyEnrolment = {
  ...group,
  enrolmentId: 77,
  status: 'waiting',
  waitingPosition: 2,
  enrolledAt: '2026-11-24T15:00:00.000Z',
  withdrawnAt: null,
  history: false,
};
const enrolment: Enrolment = {
  id: 77,
  definitionId: 12,
  badge: '100002',
  status: 'enrolled',
  waitingPosition: null,
  enrolledAt: '2026-11-24T15:00:00.000Z',
  withdrawnAt: null,
};
const student: RosterStudent = {
  badge: '100002',
  name: 'Esteban Vargas Rojas',
  email: 'esteban@example.com',
  phone: null,
  account: 'Cuenta Norte',
  position: 'Agente',
  status: 'enrolled',
  waitingPosition: null,
  enrolledAt: '2026-11-24T15:00:00.000Z',
  attended: 4,
};
const sheet: AttendanceSheet = {
  definitionId: 12,
  date: '2026-12-02',
  marks: [{ badge: '100002', name: 'Esteban Vargas Rojas', present: null }],
};

const api = fakeMainApi({
  respond: (_request, { url }) => {
    const path = decodeURIComponent(url.split('?')[0] ?? '');
    if (path.startsWith('/Enrollment/GetListCoursesByStatus/')) {
      return HttpResponse.json([group], { headers: { 'X-Total-Count': '14' } });
    }
    if (path.startsWith('/DefinitionCourse/GetDefinitionCourseByIdEnroll/')) {
      return HttpResponse.json(group);
    }
    if (path.startsWith('/Enrollment/GetListEnrollmentStudent/')) return HttpResponse.json([mine]);
    if (path.startsWith('/Enrollment/PutInsEnrollment/12&100003&')) {
      return HttpResponse.json(
        { message: 'El grupo está lleno', code: 'extracurricular.enrolment.full' },
        { status: 409 },
      );
    }
    if (path.startsWith('/Enrollment/PutInsEnrollment/')) {
      return HttpResponse.json(enrolment, { status: 201 });
    }
    if (path.startsWith('/Enrollment/PutDltEnrollmentStudent/')) {
      return HttpResponse.json({ ...enrolment, status: 'withdrawn' });
    }
    if (path.startsWith('/Enrollment/GetCheckIsEnrollment/')) {
      return HttpResponse.json({
        definitionId: 12,
        badge: '100002',
        enrolled: true,
        status: 'enrolled',
        waitingPosition: null,
      });
    }
    if (path === '/Enrollment/GetListCoursesInstructor') {
      return HttpResponse.json([{ ...group, enrolled: 17, waiting: 2 }]);
    }
    if (path === '/Enrollment/GetListStudentsByCourse') return HttpResponse.json([student]);
    if (path === '/Enrollment/GetSessions') {
      return HttpResponse.json({ definitionId: 12, dates: ['2026-12-02'], holidays: [] });
    }
    if (path === '/Enrollment/GetAttendance' || path === '/Enrollment/PutAttendance') {
      return HttpResponse.json(sheet);
    }
    return HttpResponse.json([]);
  },
});

const family = (): ExtracurricularApi => ({ api: MAIN_API, http: api.http, todayToken: today });
const pathOf = (index = 0) => decodeURIComponent(api.sent[index]?.url.split('?')[0] ?? '');
const query = (index = 0) =>
  Object.fromEntries(new URL(`http://x${api.sent[index]?.url}`).searchParams);

describe('the catalogue adapter', () => {
  it('asks the open groups of my badge in the path, with the search, filters, page and sort in the query', async () => {
    const { data, total } = await catalogueAdapter(family()).getList('extracurricular-catalogue', {
      pagination: { page: 2, perPage: 12 },
      sort: { field: 'startDate', order: 'ASC' },
      filter: {
        badge: '100002',
        courseId: 3,
        q: 'inglés',
        locationId: 1,
        day: 3,
        modality: 'virtual',
      },
    });
    expect({ ids: data.map((row) => row.id), total }).toEqual({ ids: [12], total: 14 });
    expect(pathOf()).toBe(`/Enrollment/GetListCoursesByStatus/2&100002&3&${await today()}`);
    expect(query()).toEqual({
      page: '2',
      perPage: '12',
      sort: 'startDate',
      order: 'ASC',
      q: 'inglés',
      locationId: '1',
      day: '3',
      modality: 'virtual',
    });
  });

  it('asks nothing before the badge is known, every course by default, and another status when asked', async () => {
    const catalogue = catalogueAdapter(family());
    const params = {
      pagination: { page: 1, perPage: 12 },
      sort: { field: 'x', order: 'ASC' as const },
    };
    expect(await catalogue.getList('extracurricular-catalogue', { ...params, filter: {} })).toEqual(
      {
        data: [],
        total: 0,
      },
    );
    expect(api.sent).toHaveLength(0);
    await catalogue.getList('extracurricular-catalogue', {
      ...params,
      filter: { badge: '100002', statusId: 3 },
    });
    expect(pathOf()).toBe(`/Enrollment/GetListCoursesByStatus/3&100002&0&${await today()}`);
    // A sort the call does not take is left out.
    expect(query()).toEqual({ page: '1', perPage: '12' });
  });

  it('reads one group with my enrolment by the badge in meta, and names its calendar file', async () => {
    const catalogue = catalogueAdapter(family());
    const { data } = await catalogue.getOne('extracurricular-catalogue', {
      id: 12,
      meta: { badge: '100002' },
    });
    expect(data).toEqual(group);
    expect(pathOf()).toBe(
      `/DefinitionCourse/GetDefinitionCourseByIdEnroll/12&100002&${await today()}`,
    );
    const { data: url } = await catalogue.calendarUrl('extracurricular-catalogue', { id: 12 });
    expect(url).toBe(`${MAIN_API}/Enrollment/GetCourseCalendar/12&${await today()}`);
  });
});

describe('the enrolment adapters', () => {
  it('lists my enrolments by badge, each record the enrolment and its group', async () => {
    const { data } = await myEnrolmentsAdapter(family()).getList('extracurricular-my-enrolments', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
      filter: { badge: '100002' },
    });
    expect(pathOf()).toBe(`/Enrollment/GetListEnrollmentStudent/100002&${await today()}`);
    expect(data[0]).toMatchObject({
      id: 77,
      definitionId: 12,
      status: 'waiting',
      waitingPosition: 2,
    });
  });

  it('enrols with a PUT naming the group, the badge, whether to wait and the writer', async () => {
    const enrolments = enrolmentsAdapter(family());
    const { data } = await enrolments.create('extracurricular-enrolments', {
      data: { definitionId: 12, badge: '100002', waitlist: true, modified_By: '100002' },
    });
    expect(data).toEqual(enrolment);
    expect(api.sent[0]).toMatchObject({ method: 'PUT', body: null });
    expect(pathOf()).toBe(`/Enrollment/PutInsEnrollment/12&100002&true&100002&${await today()}`);
  });

  it('lets a full group’s refusal through with its code, so the page offers the waiting list', async () => {
    const refusal = await enrolmentsAdapter(family())
      .create('extracurricular-enrolments', {
        data: { definitionId: 12, badge: '100003', waitlist: false, modified_By: '100003' },
      })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).status).toBe(409);
    expect((refusal as HttpError).body).toMatchObject({ code: 'extracurricular.enrolment.full' });
    expect(pathOf()).toBe(`/Enrollment/PutInsEnrollment/12&100003&false&100003&${await today()}`);
  });

  it('withdraws with a PUT naming the group (the record’s id), the badge and the writer; checks one', async () => {
    const enrolments = enrolmentsAdapter(family());
    const { data } = await enrolments.update('extracurricular-enrolments', {
      id: 12,
      data: { badge: '100002', modified_By: '100001' },
      previousData: { id: 12 },
    });
    expect(data).toMatchObject({ status: 'withdrawn' });
    expect(api.sent[0]?.method).toBe('PUT');
    expect(pathOf()).toBe(`/Enrollment/PutDltEnrollmentStudent/12&100002&100001&${await today()}`);
    const { data: check } = await enrolments.check('extracurricular-enrolments', {
      definitionId: 12,
      badge: '100002',
    });
    expect(check).toMatchObject({ enrolled: true, status: 'enrolled' });
    expect(pathOf(1)).toBe(`/Enrollment/GetCheckIsEnrollment/12&100002&${await today()}`);
  });
});

describe('the instructors’ adapters', () => {
  it('lists my groups as instructor paged, with no token (as the contract writes it)', async () => {
    const { data } = await instructorGroupsAdapter(family()).getList(
      'extracurricular-instructor-groups',
      {
        pagination: { page: 1, perPage: 12 },
        sort: { field: 'startDate', order: 'DESC' },
        filter: {},
      },
    );
    expect(data[0]).toMatchObject({ id: 12, enrolled: 17, waiting: 2 });
    expect(api.sent[0]?.url).toBe(
      '/Enrollment/GetListCoursesInstructor?page=1&perPage=12&sort=startDate&order=DESC',
    );
  });

  it('reads a roster by group, each student by badge, and nothing without the group', async () => {
    const roster = rosterAdapter(family());
    const params = {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'name', order: 'ASC' as const },
    };
    const { data } = await roster.getList('extracurricular-roster', {
      ...params,
      filter: { definitionId: 12 },
    });
    expect(data[0]).toMatchObject({ id: '100002', attended: 4 });
    expect(api.sent[0]?.url).toBe('/Enrollment/GetListStudentsByCourse?definitionId=12');
    await roster.getList('extracurricular-roster', { ...params, filter: {} });
    expect(api.sent).toHaveLength(1);
  });

  it('reads the sessions and a session’s sheet, and saves its marks', async () => {
    const { data: sessions } = await sessionsAdapter(family()).getOne('extracurricular-sessions', {
      id: 12,
    });
    expect(sessions).toMatchObject({ id: 12, dates: ['2026-12-02'] });
    expect(api.sent[0]?.url).toBe('/Enrollment/GetSessions?definitionId=12');

    const id = attendanceId(12, '2026-12-02');
    expect(sheetOf(id)).toEqual({ definitionId: 12, date: '2026-12-02' });
    const attendance = attendanceAdapter(family());
    const { data } = await attendance.getOne('extracurricular-attendance', { id });
    expect(data.id).toBe(id);
    expect(api.sent[1]?.url).toBe('/Enrollment/GetAttendance?definitionId=12&date=2026-12-02');
    await attendance.update('extracurricular-attendance', {
      id,
      data: { marks: [{ badge: '100002', present: true }] },
      previousData: data,
    });
    expect(api.sent[2]).toMatchObject({
      method: 'PUT',
      url: '/Enrollment/PutAttendance',
      body: { definitionId: 12, date: '2026-12-02', marks: [{ badge: '100002', present: true }] },
    });
  });
});
