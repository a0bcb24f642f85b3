// @vitest-environment node
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { dateToken } from '../../../contracts/dateToken';
import type {
  Audience,
  DefinitionAnswer,
  UsersFileResult,
} from '../../../contracts/extracurricular/definitions';
import {
  audiencesAdapter,
  type DefinitionValues,
  definitionsAdapter,
  employeeNamesAdapter,
  enrolmentReportAdapter,
  positionsAdapter,
} from '../../../dataProviders/extracurricular/definitions';
import type { ExtracurricularApi } from '../../../dataProviders/extracurricular/extracurricular';
import { fakeMainApi, MAIN_API } from '../helpers/fakeMainApi';

const today = () => dateToken('frase del token');

/** A definition as the service answers it: the §5 wire form, every placeholder in use. */
const answer: DefinitionAnswer = {
  id: 7,
  courseId: 2,
  roomId: 3,
  badge: '0',
  startDate: '2026-12-01T00:00:00',
  endDate: '2027-02-26T00:00:00',
  startTime: '17:00',
  endTime: '18:30',
  day: '1,3',
  quota: 20,
  statusId: 2,
  active: true,
  modified_By: '100001',
  mailInstructor: '-1',
  urlSession: '-1',
  description: 'Inglés para el trabajo',
  filter: 'Para agentes bilingües',
  usersList: '',
  lobList: [-1],
  positionList: [-1],
  ViewQuota: false,
  courseName: 'Inglés B1',
  roomName: 'Sala 1',
  locationId: 1,
  locationName: 'San José',
  modality: 'presencial',
  instructor: null,
  enrolled: 12,
  waiting: 3,
  updatedAt: '2026-11-25T03:00:00.000Z',
};

/** The form of a definition with nothing optional filled. */
const emptyForm: DefinitionValues = {
  courseId: 2,
  roomId: 3,
  instructorBadge: '',
  startDate: '2026-12-01',
  endDate: '2027-02-26',
  startTime: '17:00',
  endTime: '18:30',
  days: [3, 1],
  quota: 20,
  statusId: 2,
  active: true,
  mailInstructor: '',
  urlSession: '',
  description: '',
  filter: '',
  users: [],
  lobIds: [],
  positionIds: [],
  viewQuota: true,
  modified_By: '100001',
};

const api = fakeMainApi({
  respond: (_request, { url, method }) => {
    const path = decodeURIComponent(url.split('?')[0] ?? '');
    if (path === '/DefinitionCourse/PutInsUpdtDefinitionCourse') {
      return HttpResponse.json(answer, { status: method === 'PUT' ? 201 : 200 });
    }
    if (path.startsWith('/DefinitionCourse/GetDefinitionCourseById/')) {
      return HttpResponse.json({
        ...answer,
        badge: '100002',
        mailInstructor: 'instructor@empresa.test',
        urlSession: 'https://meet.test/b1',
        usersList: '100003,100004',
        lobList: [4, 5],
        positionList: [9],
        instructor: 'Esteban',
      });
    }
    if (path === '/DefinitionCourse/GetAllDefinitionCourses') {
      return HttpResponse.json([{ id: 7, courseName: 'Inglés B1', enrolled: 12, waiting: 3 }], {
        headers: { 'X-Total-Count': '31' },
      });
    }
    if (path === '/DefinitionCourse/GetAllPositions') {
      return HttpResponse.json([
        { id: 9, name: 'Agente bilingüe', active: true },
        { id: 10, name: 'Supervisor', active: true },
      ]);
    }
    if (path === '/DefinitionCourse/GetFilterByDefinitionCourse') {
      const audience: Audience = {
        definitionId: 7,
        lobs: [],
        positions: [{ id: 9, name: 'Agente bilingüe' }],
        users: [],
        filter: '',
        eligibleCount: 40,
      };
      return HttpResponse.json(audience);
    }
    if (path.startsWith('/Enrollment/GetNameByBadge/')) {
      return HttpResponse.json({ badge: '100002', name: 'Esteban' });
    }
    if (path === '/Enrollment/GetEnrollmentReport') {
      return HttpResponse.json([{ key: 4, name: 'Soporte', enrolled: 3, waiting: 1, quota: 20 }]);
    }
    if (path === '/DefinitionCourse/PutUsersFiles') {
      const result: UsersFileResult = {
        definitionId: 7,
        enrolled: ['100003'],
        refused: [
          {
            badge: '999999',
            reason: {
              code: 'extracurricular.enrolment.unknownBadge',
              message: 'Nadie tiene el gafete 999999.',
            },
          },
        ],
      };
      return HttpResponse.json(result);
    }
    return HttpResponse.json([]);
  },
});

const family = (): ExtracurricularApi => ({ api: MAIN_API, http: api.http, todayToken: today });
const bodyOf = (index = 0) => api.sent[index]?.body as Record<string, unknown>;
const save = async (values: Partial<DefinitionValues>) => {
  await definitionsAdapter(family()).create('extracurricular-definitions', {
    data: { ...emptyForm, ...values },
  });
  return bodyOf(api.sent.length - 1);
};

describe('the course-definition save (§5): the placeholders the adapter sends', () => {
  it("sends an empty instructor's email as '-1'", async () => {
    expect((await save({ mailInstructor: '' })).mailInstructor).toBe('-1');
    expect((await save({ mailInstructor: 'a@b.test' })).mailInstructor).toBe('a@b.test');
  });

  it("sends an empty session URL as '-1'", async () => {
    expect((await save({ urlSession: '  ' })).urlSession).toBe('-1');
  });

  it('sends an empty LOB list as [-1] (any LOB)', async () => {
    expect((await save({ lobIds: [] })).lobList).toEqual([-1]);
    expect((await save({ lobIds: [4, 5] })).lobList).toEqual([4, 5]);
  });

  it("sends no instructor as badge '0'", async () => {
    expect((await save({ instructorBadge: '' })).badge).toBe('0');
    expect((await save({ instructorBadge: '100002' })).badge).toBe('100002');
  });

  it('sends an empty position list as [-1] (any position)', async () => {
    expect((await save({ positionIds: [] })).positionList).toEqual([-1]);
  });

  it('sends the dates at midnight (YYYY-MM-DDT00:00:00)', async () => {
    const body = await save({});
    expect([body.startDate, body.endDate]).toEqual(['2026-12-01T00:00:00', '2027-02-26T00:00:00']);
  });

  it("sends the invited badges joined with ',' and none as ''", async () => {
    expect((await save({ users: ['100003', ' 100004 '] })).usersList).toBe('100003,100004');
    expect((await save({ users: [] })).usersList).toBe('');
  });

  it('sends the whole wire body with PUT, the weekdays in order, and the id on update', async () => {
    const body = await save({});
    expect(api.sent[0]).toMatchObject({
      method: 'PUT',
      url: '/DefinitionCourse/PutInsUpdtDefinitionCourse',
    });
    expect(body).toEqual({
      courseId: 2,
      roomId: 3,
      badge: '0',
      startDate: '2026-12-01T00:00:00',
      endDate: '2027-02-26T00:00:00',
      startTime: '17:00',
      endTime: '18:30',
      day: '1,3',
      quota: 20,
      statusId: 2,
      active: true,
      modified_By: '100001',
      mailInstructor: '-1',
      urlSession: '-1',
      description: '',
      filter: '',
      usersList: '',
      lobList: [-1],
      positionList: [-1],
      ViewQuota: true,
    });
    await definitionsAdapter(family()).update('extracurricular-definitions', {
      id: 7,
      data: emptyForm,
      previousData: { id: 7 },
    });
    expect(bodyOf(1)).toMatchObject({ id: 7, courseId: 2 });
  });
});

describe('the course-definition read: the placeholders turned back', () => {
  it('reads the save’s answer back into the form: none where the wire says -1, 0 or [-1]', async () => {
    const { data } = await definitionsAdapter(family()).create('extracurricular-definitions', {
      data: emptyForm,
    });
    expect(data).toMatchObject({
      id: 7,
      instructorBadge: '',
      mailInstructor: '',
      urlSession: '',
      lobIds: [],
      positionIds: [],
      users: [],
      startDate: '2026-12-01',
      endDate: '2027-02-26',
      days: [1, 3],
      viewQuota: false,
      courseName: 'Inglés B1',
      enrolled: 12,
    });
  });

  it("reads one definition by id and today's token, its lists and badges as the form's", async () => {
    const { data } = await definitionsAdapter(family()).getOne('extracurricular-definitions', {
      id: 7,
    });
    expect(api.sent[0]?.url).toBe(
      `/DefinitionCourse/GetDefinitionCourseById/7&${encodeURIComponent(await today())}`,
    );
    expect(data).toMatchObject({
      instructorBadge: '100002',
      mailInstructor: 'instructor@empresa.test',
      urlSession: 'https://meet.test/b1',
      users: ['100003', '100004'],
      lobIds: [4, 5],
      positionIds: [9],
    });
  });
});

describe('the administrators’ other course calls', () => {
  it('lists definitions paged, sorted and filtered, and drops a sort the call does not take', async () => {
    const definitions = definitionsAdapter(family());
    const { data, total } = await definitions.getList('extracurricular-definitions', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'enrolled', order: 'DESC' },
      filter: { q: 'ing', statusId: 2, courseId: 2, locationId: 1, active: 'true', other: 1 },
    });
    expect({ ids: data.map((row) => row.id), total }).toEqual({ ids: [7], total: 31 });
    expect(api.sent[0]?.url.split('?')[0]).toBe('/DefinitionCourse/GetAllDefinitionCourses');
    expect(Object.fromEntries(new URL(`http://x${api.sent[0]?.url}`).searchParams)).toEqual({
      page: '2',
      perPage: '25',
      sort: 'enrolled',
      order: 'DESC',
      q: 'ing',
      active: 'true',
      statusId: '2',
      courseId: '2',
      locationId: '1',
    });
    await definitions.getList('extracurricular-definitions', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'instructor', order: 'ASC' },
      filter: {},
    });
    expect(new URL(`http://x${api.sent[1]?.url}`).searchParams.has('sort')).toBe(false);
  });

  it('finds chosen positions among all of them (the contract reads none alone)', async () => {
    const { data } = await positionsAdapter(family()).getMany('extracurricular-positions', {
      ids: [10],
    });
    expect(data).toEqual([{ id: 10, name: 'Supervisor', active: true }]);
  });

  it("reads a definition's audience, its id the definition's", async () => {
    const { data } = await audiencesAdapter(family()).getOne('extracurricular-audiences', {
      id: 7,
    });
    expect(api.sent[0]?.url).toBe('/DefinitionCourse/GetFilterByDefinitionCourse?definitionId=7');
    expect(data).toMatchObject({ id: 7, eligibleCount: 40 });
  });

  it("looks a badge's name up with today's token", async () => {
    const { data } = await employeeNamesAdapter(family()).getOne('extracurricular-employee-names', {
      id: '100002',
    });
    expect(api.sent[0]?.url).toBe(
      `/Enrollment/GetNameByBadge/100002&${encodeURIComponent(await today())}`,
    );
    expect(data).toEqual({ id: '100002', badge: '100002', name: 'Esteban' });
  });

  it('asks the report by course or LOB and status, each row named by its key', async () => {
    const { data } = await enrolmentReportAdapter(family()).getList(
      'extracurricular-enrolment-report',
      { filter: { groupBy: 'lob', statusId: 2 } },
    );
    expect(api.sent[0]?.url).toBe('/Enrollment/GetEnrollmentReport?groupBy=lob&statusId=2');
    expect(data[0]).toMatchObject({ id: 4, name: 'Soporte' });
  });

  it('sends a users file as multipart (definitionId, file) and answers who was refused and why', async () => {
    const file = new File(['gafete\n100003\n999999\n'], 'lista.csv', { type: 'text/csv' });
    const result = await definitionsAdapter(family()).uploadUsersFile(
      'extracurricular-definitions',
      { definitionId: 7, file },
    );
    expect(api.sent[0]).toMatchObject({
      method: 'PUT',
      url: '/DefinitionCourse/PutUsersFiles',
      body: { definitionId: '7', file: `file:lista.csv:${file.size}` },
    });
    expect(result.refused[0]?.badge).toBe('999999');
  });
});
