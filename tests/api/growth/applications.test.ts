/**
 * Applications: applying with a résumé (eligibility checked again in the write, résumé sniffed and
 * stored with the application or not at all), the employee's own list, the résumé's download,
 * Validate's rules, and the owners' review (`growth-applications`): list, status moves along the
 * workflow with history, audit and the applicant notified.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, Eligibility } from '../../../contracts/growth/growth';
import { RESUME_DOCX, RESUME_PDF } from '../../fixtures/documents';
import {
  badgeOf,
  countRows,
  createTestApp,
  expectInvalid,
  expectJson,
  notificationsOf,
  PNG,
  type TestApp,
} from '../helpers';
import {
  applicationFields,
  createOpening,
  growthCall,
  growthMultipart,
  openingIdOf,
} from './growthCalls';

let t: TestApp;
let badges: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  badges = {};
  for (const username of ['employee', 'newhire', 'growth.owner', 'raft.owner', 'sales.owner'])
    badges[username] = await badgeOf(t, username);
});
afterAll(async () => {
  await t?.close();
});

const idOf = (title: string) => openingIdOf(t, title);

const stored = async () => ({
  files: await countRows(t, 'files'),
  applications: await countRows(t, 'growth_applications'),
});

const apply = (username: string, openingId: number, more = {}) =>
  growthMultipart(
    t,
    username,
    '/api/Application',
    applicationFields(badges[username]!, openingId, more),
  );

const validate = (username: string, jobId: number, headers: Record<string, string> = {}) =>
  growthCall(
    t,
    username,
    'POST',
    '/api/Employee/Validate',
    { jobId, jobName: 'x', employeeId: badges[username] },
    headers,
  );

describe('POST /api/Application', () => {
  it('applies once with a PDF résumé, notifies the applicant; a second apply is refused (409)', async () => {
    const openingId = await idOf('Técnico de soporte de TI');
    const before = await stored();
    const application = expectJson<Application>(
      await apply('employee', openingId, { job: 'Lo que el portal mandó' }),
      201,
    );
    expect(application).toMatchObject({
      openingId,
      job: 'Técnico de soporte de TI',
      status: 'submitted',
      workSchedule: 'Turnos rotativos',
      startTime: '14:00',
      endTime: '23:00',
      resumeName: 'Mi currículum.pdf',
      resumeUrl: `/api/Application/${application.id}/Resume`,
      employee: { badge: badges.employee },
      email: 'esteban.vargas@portal.example.com',
    });
    expect(application.history).toEqual([expect.objectContaining({ from: null, to: 'submitted' })]);
    expect(await stored()).toEqual({
      files: before.files + 1,
      applications: before.applications + 1,
    });
    const file = await t.db
      .selectFrom('files')
      .innerJoin('growth_applications', 'growth_applications.resume_file_id', 'files.id')
      .select(['files.mime', 'files.private'])
      .where('growth_applications.id', '=', application.id)
      .executeTakeFirstOrThrow();
    expect(file).toEqual({ mime: 'application/pdf', private: 1 });
    expect((await notificationsOf(t, 'employee'))[0]).toMatchObject({
      kind: 'growth-application',
      title: 'Postulación recibida',
      link: '/my-metrics',
    });

    const again = await apply('employee', openingId);
    expect(again.statusCode).toBe(409);
    expect(Object.keys(again.json<{ errors: object }>().errors)).toEqual(['openingId']);
    expect(again.json<{ message: string }>().message).toContain('already applied');
    expect(await stored()).toEqual({
      files: before.files + 1,
      applications: before.applications + 1,
    });
  });

  it('takes a DOCX résumé and the shift the applicant asks for', async () => {
    const openingId = await createOpening(t, { title: 'Vacante DOCX', minMonthsInPosition: 0 });
    const application = expectJson<Application>(
      await apply('raft.owner', openingId, {
        startTime: '06:00',
        endTime: '15:00',
        workSchedule: 'Fines de semana',
        resumeName: '',
        resume: { filename: 'hoja de vida.docx', data: RESUME_DOCX },
      }),
      201,
    );
    expect(application).toMatchObject({
      startTime: '06:00',
      endTime: '15:00',
      workSchedule: 'Fines de semana',
      resumeName: 'hoja de vida.docx',
    });
  });

  it('refuses a résumé that is not a PDF or DOCX, or too large, storing nothing', async () => {
    const openingId = await createOpening(t, {
      title: 'Vacante de archivos',
      minMonthsInPosition: 0,
    });
    const before = await stored();
    const picture = await apply('sales.owner', openingId, {
      resume: { filename: 'cv.pdf', data: PNG, type: 'application/pdf' },
    });
    expectInvalid(picture, 'resume');
    expect(picture.json<{ message: string }>().message).toContain('PDF, DOCX');
    const huge = await apply('sales.owner', openingId, {
      resume: {
        filename: 'cv.pdf',
        data: Buffer.concat([RESUME_PDF, Buffer.alloc(6 * 1024 * 1024)]),
      },
    });
    expect(huge.statusCode).toBe(413);
    expect(Object.keys(huge.json<{ errors: object }>().errors)).toEqual(['resume']);
    const withoutResume = applicationFields(badges['sales.owner']!, openingId);
    delete withoutResume.resume;
    expectInvalid(
      await growthMultipart(t, 'sales.owner', '/api/Application', withoutResume),
      'resume',
    );
    expect(await stored()).toEqual(before);
  });

  it('names every bad field (400), refuses another badge (403) and a JSON body (415)', async () => {
    const openingId = await idOf('Reclutador');
    expectInvalid(
      await apply('newhire', openingId, {
        email: 'no-es-correo',
        phone: '12',
        openingId: 'x',
        startTime: '7:00 pm',
      }),
      'email',
      'phone',
      'openingId',
      'startTime',
    );
    const other = await growthMultipart(
      t,
      'newhire',
      '/api/Application',
      applicationFields(badges.employee!, openingId),
    );
    expect(other.statusCode).toBe(403);
    expect(Object.keys(other.json<{ errors: object }>().errors)).toEqual(['badge']);
    expect(
      (await growthCall(t, 'newhire', 'POST', '/api/Application', { openingId })).statusCode,
    ).toBe(415);
    expectInvalid(await apply('newhire', 999999), 'openingId');
  });

  it('re-checks eligibility in the write: too soon in position, closed, inactive', async () => {
    const before = await stored();
    const soon = await apply('newhire', await idOf('Reclutador'));
    expect(soon.statusCode).toBe(409);
    expect(soon.json<{ message: string }>().message).toContain('at least 6 months');
    expect(Object.keys(soon.json<{ errors: object }>().errors)).toEqual(['openingId']);
    for (const title of ['Monitor de calidad — Cuenta financiera', 'Analista de sistemas']) {
      const closed = await apply('growth.owner', await idOf(title));
      expect(closed.statusCode).toBe(409);
      expect(closed.json<{ message: string }>().message).toContain('no longer takes applications');
    }
    expect(await stored()).toEqual(before);
  });
});

describe('POST /api/Employee/Validate', () => {
  it('says eligible, or every reason in the caller’s language', async () => {
    const recruiter = await idOf('Reclutador');
    expect(expectJson<Eligibility>(await validate('growth.owner', recruiter))).toEqual({
      eligible: true,
      reasons: [],
    });
    const newhire = expectJson<Eligibility>(await validate('newhire', recruiter));
    expect(newhire.eligible).toBe(false);
    expect(newhire.reasons.map((reason) => reason.code)).toEqual(['tooSoonInPosition']);
    expect(newhire.reasons[0]!.message).toMatch(/You may apply from \d{4}-\d{2}-\d{2}/);
    const spanish = expectJson<Eligibility>(
      await validate('newhire', recruiter, { 'accept-language': 'es' }),
    );
    expect(spanish.reasons[0]!.message).toContain('Podrá postularse a partir del');

    const applied = expectJson<Eligibility>(
      await validate('employee', await idOf('Analista de calidad')),
    );
    expect(applied.reasons.map((reason) => reason.code)).toContain('alreadyApplied');
    const closed = expectJson<Eligibility>(
      await validate('growth.owner', await idOf('Monitor de calidad — Cuenta financiera')),
    );
    expect(closed.reasons.map((reason) => reason.code)).toEqual(['openingClosed']);
    const coach = expectJson<Eligibility>(
      await validate('employee', await idOf('Coach de desempeño')),
    );
    expect(coach.reasons.map((reason) => reason.code)).toContain('tooSoonInPosition');
  });

  it('counts applications in progress: a fourth is refused until one is decided', async () => {
    // The demo employee has an interview, an application in review and (above) one submitted.
    const opening = await createOpening(t, {
      title: 'Vacante número cuatro',
      minMonthsInPosition: 0,
    });
    const eligibility = expectJson<Eligibility>(await validate('employee', opening));
    expect(eligibility.reasons.map((reason) => reason.code)).toEqual(['tooManyInProgress']);
    const refused = await apply('employee', opening);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('3 applications in progress');
  });

  it('answers 404 for an unknown opening, 400 naming fields, 403 for another badge', async () => {
    expect((await validate('employee', 999999)).statusCode).toBe(404);
    expectInvalid(
      await growthCall(t, 'employee', 'POST', '/api/Employee/Validate', {
        jobId: 'x',
        employeeId: badges.employee,
      }),
      'jobId',
    );
    const other = await growthCall(t, 'newhire', 'POST', '/api/Employee/Validate', {
      jobId: 1,
      employeeId: badges.employee,
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('GET /api/Application/GetMyApplications and the résumé', () => {
  const mine = (username: string, badge: string) =>
    growthCall(t, username, 'GET', `/api/Application/GetMyApplications?employeeID=${badge}`);

  it('lists the employee’s applications newest first, with their history', async () => {
    const response = await mine('employee', badges.employee!);
    const rows = expectJson<Application[]>(response);
    expect(response.headers['x-total-count']).toBe(String(rows.length));
    expect(rows.map((row) => row.job)).toEqual([
      'Técnico de soporte de TI',
      'Analista de calidad',
      'Reclutador',
      'Monitor de calidad — Cuenta financiera',
    ]);
    expect(rows[1]!.history.map((change) => change.to)).toEqual([
      'submitted',
      'in_review',
      'interview',
    ]);
    expect(rows.every((row) => row.employee.badge === badges.employee)).toBe(true);
  });

  it('refuses another employee’s badge (403), lets owners read it, 400 for a bad one', async () => {
    expect((await mine('newhire', badges.employee!)).statusCode).toBe(403);
    expect(expectJson<Application[]>(await mine('growth.owner', badges.employee!)).length).toBe(4);
    expectInvalid(await mine('admin', 'abc'), 'employeeID');
    expect((await mine('admin', '999999')).statusCode).toBe(404);
  });

  it('serves the résumé to its applicant and the owners only', async () => {
    const [application] = expectJson<Application[]>(await mine('employee', badges.employee!));
    const url = application!.resumeUrl;
    for (const reader of ['employee', 'growth.owner', 'admin']) {
      const response = await growthCall(t, reader, 'GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload.equals(RESUME_PDF)).toBe(true);
    }
    expect((await growthCall(t, 'newhire', 'GET', url)).statusCode).toBe(404);
    expect(
      (await growthCall(t, 'employee', 'GET', '/api/Application/999999/Resume')).statusCode,
    ).toBe(404);
    const fileId = (
      await t.db
        .selectFrom('growth_applications')
        .select('resume_file_id')
        .where('id', '=', application!.id)
        .executeTakeFirstOrThrow()
    ).resume_file_id;
    expect((await t.call('employee', 'GET', `/files/${fileId}`)).statusCode).toBe(404);
  });
});

describe('growth-applications review', () => {
  const move = (username: string, id: number, body: object) =>
    t.call(username, 'PUT', `/admin/growth-applications/${id}`, body);

  it('lists applications filtered by status, opening, dates and text', async () => {
    const filtered = async (filter: object) => {
      const response = await t.call(
        'growth.owner',
        'GET',
        `/admin/growth-applications?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      );
      return expectJson<Application[]>(response);
    };
    const interviews = await filtered({ status: 'interview' });
    expect(interviews.map((row) => row.job)).toEqual(['Analista de calidad']);
    const byOpening = await filtered({ openingId: await idOf('Técnico de soporte de TI') });
    expect(byOpening.map((row) => row.employee.badge).sort()).toHaveLength(2);
    expect(
      (await filtered({ q: 'esteban' })).every((row) => row.employee.badge === badges.employee),
    ).toBe(true);
    expect((await filtered({ q: badges.employee })).length).toBe(4);
    expect(await filtered({ from: '2000-01-01', to: '2000-12-31' })).toEqual([]);
    expectInvalid(
      await t.call('growth.owner', 'GET', '/admin/growth-applications?filter={"status":"hired"}'),
      'filter.status',
    );
    expect((await t.call('employee', 'GET', '/admin/growth-applications')).statusCode).toBe(403);
  });

  it('moves along the workflow with history, audit and the applicant notified', async () => {
    const openingId = await idOf('Técnico de soporte de TI');
    const [application] = await filteredMine(openingId);
    const id = application!.id;
    const reviewed = expectJson<Application>(
      await move('growth.owner', id, {
        status: 'in_review',
        note: 'Pasa a revisión.',
        from: 'submitted',
      }),
    );
    expect(reviewed).toMatchObject({ status: 'in_review', note: 'Pasa a revisión.' });
    expect(reviewed.history.map((change) => [change.from, change.to])).toEqual([
      [null, 'submitted'],
      ['submitted', 'in_review'],
    ]);
    expect(reviewed.history[1]!.changedBy).toBe('Graciela Montero Villalobos');
    expect((await notificationsOf(t, 'employee'))[0]).toMatchObject({
      kind: 'growth-application-status',
      title: 'Su postulación cambió de estado',
      link: '/my-metrics',
    });
    expect((await notificationsOf(t, 'employee'))[0]!.body).toContain(
      'en revisión. Pasa a revisión.',
    );
    const audit = await t.auditRows('growth_application', id);
    expect(audit.map((row) => row.action)).toEqual(['update']);
    expect(JSON.parse(audit[0]!.after!)).toEqual({
      job: 'Técnico de soporte de TI',
      status: 'in_review',
      note: 'Pasa a revisión.',
    });

    // Not a step of the workflow from in_review.
    const skipped = await move('growth.owner', id, { status: 'selected' });
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json<{ message: string }>().message).toContain('cannot move to "selected"');
    // Another owner's view of it is stale.
    const stale = await move('admin', id, { status: 'interview', from: 'submitted' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toContain('it is now "in review"');

    expectJson(await move('admin', id, { status: 'not_selected', note: 'Otra persona.' }));
    const final = await move('growth.owner', id, { status: 'in_review' });
    expect(final.statusCode).toBe(409);
    const one = expectJson<Application>(
      await t.call('growth.owner', 'GET', `/admin/growth-applications/${id}`),
    );
    expect(one.history).toHaveLength(3);
    expect(one.status).toBe('not_selected');
  });

  it('refuses bad moves (400 naming status), unknown ids (404) and employees (403)', async () => {
    const [application] = await filteredMine(await idOf('Analista de calidad'));
    expectInvalid(await move('growth.owner', application!.id, { status: 'hired' }), 'status');
    expectInvalid(await move('growth.owner', application!.id, {}), 'status');
    expect((await move('growth.owner', 999999, { status: 'in_review' })).statusCode).toBe(404);
    expect((await move('employee', application!.id, { status: 'selected' })).statusCode).toBe(403);
    expect(
      (await t.call('employee', 'GET', `/admin/growth-applications/${application!.id}`)).statusCode,
    ).toBe(403);
  });
});

/** The demo employee's application to an opening, as the owners' list has it. */
async function filteredMine(openingId: number): Promise<Application[]> {
  const filter = encodeURIComponent(JSON.stringify({ openingId, q: badges.employee }));
  return expectJson<Application[]>(
    await t.call('growth.owner', 'GET', `/admin/growth-applications?filter=${filter}`),
  );
}
