import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CandidateValidity,
  MyReferral,
  NamedOption,
  PositionCategory,
  RaftSettings,
  Referral,
  ReferralLocation,
} from '../../../contracts/referrals/referrals';
import { RESUME_DOCX, RESUME_PDF } from '../../fixtures/documents';
import {
  badgeOf,
  countRows,
  createTestApp,
  expectInvalid,
  expectJson,
  PNG,
  type TestApp,
} from '../helpers';
import { callTools, makeReferrer, referenceIds, referralFields, saveRaft } from './raft';

/** The employee-side calls of Bring a friend: reference data, candidate validation, SaveRaft, my referrals, résumés. */
let t: TestApp;
let ids: Awaited<ReturnType<typeof referenceIds>>;
let EMPLOYEE_BADGE: string;
let NEWHIRE_BADGE: string;
const valid = (overrides: Record<string, string> = {}) =>
  referralFields(EMPLOYEE_BADGE, { location: ids.sabana, positionId: ids.agent }, overrides);

beforeAll(async () => {
  t = await createTestApp();
  ids = await referenceIds(t);
  // A second referrer, to prove one never reads another's referrals or résumés.
  await makeReferrer(t, 'newhire');
  EMPLOYEE_BADGE = await badgeOf(t, 'employee');
  NEWHIRE_BADGE = await badgeOf(t, 'newhire');
});
afterAll(async () => {
  await t?.close();
});

describe('reference data', () => {
  it('lists the active locations by name', async () => {
    const locations = expectJson<ReferralLocation[]>(
      await t.call('employee', 'GET', '/api/Raft/GetLocation'),
    );
    expect(locations.map((location) => location.name)).toEqual([
      'Alajuela',
      'Cartago',
      'Heredia – Zona Franca',
      'Remoto',
      'San José – Sabana',
    ]);
  });

  it('groups the active positions by category, every location for 0, one location otherwise', async () => {
    const all = expectJson<PositionCategory[]>(
      await t.call('employee', 'GET', '/api/Raft/GetPositions/0'),
    );
    expect(all.map((category) => category.category)).toEqual([
      'Bilingüe',
      'Servicio al cliente',
      'Soporte técnico',
      'Ventas',
    ]);
    const titles = all.flatMap((category) => category.positions.map((p) => p.title));
    expect(titles).toHaveLength(9);
    expect(titles).not.toContain('Coordinador de calidad bilingüe');
    const agent = all.flatMap((c) => c.positions).find((p) => p.id === ids.agent)!;
    expect(agent.locations.map((l) => l.name)).toEqual([
      'Alajuela',
      'Cartago',
      'Heredia – Zona Franca',
      'San José – Sabana',
    ]);

    const remote = expectJson<PositionCategory[]>(
      await t.call('employee', 'GET', `/api/Raft/GetPositions/${ids.remote}`),
    );
    const remoteTitles = remote.flatMap((category) => category.positions.map((p) => p.title));
    expect(remoteTitles).toContain('Asesor de ventas digitales');
    expect(remoteTitles).not.toContain('Agente de servicio al cliente');
    expect(
      remote.every((c) => c.positions.every((p) => p.locations.some((l) => l.id === ids.remote))),
    ).toBe(true);

    expect(
      expectJson<PositionCategory[]>(
        await t.call('employee', 'GET', '/api/Raft/GetPositions/9999'),
      ),
    ).toEqual([]);
    expectInvalid(await t.call('employee', 'GET', '/api/Raft/GetPositions/-1'), 'id');
    expectInvalid(await t.call('employee', 'GET', '/api/Raft/GetPositions/abc'), 'id');
  });

  it('gives the campaign’s promotional code', async () => {
    expect(
      expectJson<{ promotionalCode: string }>(
        await t.call('employee', 'GET', '/api/Raft/GetPromotionalCode'),
      ),
    ).toEqual({ promotionalCode: 'BAF-2026-Q4' });
  });

  it('names the English levels and the settings’ choices in the caller’s language', async () => {
    const spanish = expectJson<NamedOption[]>(
      await callTools(t, 'employee', 'GET', '/api/Raft/GetEnglishLevels', {
        'accept-language': 'es',
      }),
    );
    expect(spanish.map((level) => level.id)).toEqual([
      'A1',
      'A2',
      'B1',
      'B2',
      'C1',
      'C2',
      'native',
    ]);
    expect(spanish.at(-1)!.name).toBe('Nativo');
    const english = expectJson<NamedOption[]>(
      await callTools(t, 'employee', 'GET', '/api/Raft/GetEnglishLevels'),
    );
    expect(english.at(-1)!.name).toBe('Native');

    const settings = expectJson<RaftSettings>(
      await callTools(t, 'employee', 'GET', '/api/Raft/GetRaftSettings', {
        'accept-language': 'es',
      }),
    );
    expect(settings).toMatchObject({
      isResumeActive: true,
      isResumeRequired: false,
      cooldownMonths: 3,
    });
    expect(settings.workTypes).toEqual([
      { id: 'onSite', name: 'Presencial' },
      { id: 'remote', name: 'Remoto' },
      { id: 'hybrid', name: 'Híbrido' },
    ]);
    expect(settings.paymentMethods.map((m) => m.id)).toEqual(['payroll', 'giftCard']);
    expect(settings.academicGrades.map((g) => g.id)).toEqual([
      'highSchool',
      'technical',
      'university',
      'graduate',
    ]);
  });

  it('keeps the calls to the programme’s users', async () => {
    expect((await t.call('benefits.owner', 'GET', '/api/Raft/GetLocation')).statusCode).toBe(403);
    expect(
      (await callTools(t, 'benefits.owner', 'GET', '/api/Raft/GetRaftSettings')).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/Raft/CandidateIsValid/{badge}', () => {
  const check = async (identification: string, language = 'en') =>
    expectJson<CandidateValidity>(
      await t.call(
        'employee',
        'GET',
        `/api/Raft/CandidateIsValid/${encodeURIComponent(identification)}`,
        undefined,
        { 'accept-language': language },
      ),
    );

  it('accepts a candidate never referred', async () => {
    expect(await check('999888777')).toEqual({ isValid: true });
  });

  it('refuses a candidate in progress, also written with hyphens, with a reason and its words', async () => {
    expect(await check('114250873')).toMatchObject({ isValid: false, reason: 'inProgress' });
    const spanish = await check('1-1425-0873', 'es');
    expect(spanish.reason).toBe('inProgress');
    expect(spanish.message).toMatch(/ya tiene un referido en proceso/);
  });

  it('refuses a candidate hired through the programme', async () => {
    expect(await check('401230654')).toMatchObject({ isValid: false, reason: 'hired' });
  });

  it('refuses a candidate not hired less than the cool-off ago, and says until when', async () => {
    const answer = await check('109870321');
    expect(answer).toMatchObject({ isValid: false, reason: 'coolingOff' });
    expect(answer.message).toMatch(/from \d{4}-\d{2}-\d{2}/);
    // Not hired four months ago: the cool-off (3 months) is over.
    expect(await check('118760543')).toEqual({ isValid: true });
  });

  it('answers 400 naming badge for something that is not an identification number', async () => {
    expectInvalid(await t.call('employee', 'GET', '/api/Raft/CandidateIsValid/a%20b!'), 'badge');
    expectInvalid(await t.call('employee', 'GET', '/api/Raft/CandidateIsValid/123'), 'badge');
    // The contract's own rule, worded by this module in the caller's language.
    const spanish = await t.call('employee', 'GET', '/api/Raft/CandidateIsValid/123', undefined, {
      'accept-language': 'es',
    });
    expect(spanish.json<{ errors: { badge: string } }>().errors.badge).toMatch(
      /número de identificación/,
    );
  });
});

describe('POST {tools}/api/Raft/SaveRaft', () => {
  it('saves a referral with its résumé, its first history row, and notifies the referrer', async () => {
    const before = {
      files: await countRows(t, 'files'),
      notifications: await countRows(t, 'notifications'),
    };
    const fields = valid();
    const referral = expectJson<Referral>(
      await saveRaft(t, 'employee', fields, [['resume', { filename: 'cv.pdf', data: RESUME_PDF }]]),
      201,
    );
    expect(referral).toMatchObject({
      badge: EMPLOYEE_BADGE,
      identificationNumber: fields.identificationNumber,
      candidateName: 'Lucía Herrera Salas',
      englishLevel: 'B2',
      isExternalreference: false,
      location: ids.sabana,
      locationName: 'San José – Sabana',
      positionId: ids.agent,
      positionTitle: 'Agente de servicio al cliente',
      status: 'received',
      nextStatuses: ['in_review', 'not_hired'],
      promotionalCode: 'BAF-2026-Q4',
      resume: { name: 'cv.pdf', mime: 'application/pdf', size: RESUME_PDF.length },
    });
    expect(referral.referrer.badge).toBe(EMPLOYEE_BADGE);
    expect(referral.resumeUrl).toMatch(/^\/api\/main\/[0-9a-f]{64}$/);
    expect(referral.history).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'received' }),
    ]);
    expect(await countRows(t, 'files')).toBe(before.files + 1);
    const notification = await t.db
      .selectFrom('notifications')
      .innerJoin('employees', 'employees.id', 'notifications.employee_id')
      .select(['notifications.kind', 'notifications.link', 'employees.username'])
      .orderBy('notifications.id', 'desc')
      .executeTakeFirstOrThrow();
    expect(notification).toEqual({
      kind: 'referral-received',
      link: '/BAF/MyReferrals',
      username: 'employee',
    });
    expect(await countRows(t, 'notifications')).toBe(before.notifications + 1);

    // The résumé: its referrer and the owners read it, nobody else (404), never by the bare file URL.
    const read = async (username: string) =>
      t.app.inject({
        method: 'GET',
        url: referral.resumeUrl!,
        headers: { authorization: `Bearer ${await t.tokenOf(username)}` },
      });
    const mine = await read('employee');
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.rawPayload.equals(RESUME_PDF)).toBe(true);
    expect((await read('raft.owner')).statusCode).toBe(200);
    expect((await read('admin')).statusCode).toBe(200);
    expect((await read('newhire')).statusCode).toBe(404);
    const file = await t.db
      .selectFrom('referrals')
      .select('resume_file_id')
      .where('id', '=', referral.id)
      .executeTakeFirstOrThrow();
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/main/files/${file.resume_file_id}` }))
        .statusCode,
    ).toBe(404);
  });

  it('keeps every other single segment of the main API a 404, signed in or not', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/main/not-a-hash' })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/main/${'A'.repeat(64)}` })).statusCode,
    ).toBe(404);
    expect((await t.call('employee', 'GET', `/${'0'.repeat(64)}`)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/main/${'0'.repeat(64)}` })).statusCode,
    ).toBe(401);
  });

  it('takes a DOCX résumé, or none when the settings do not require one', async () => {
    const docx = expectJson<Referral>(
      await saveRaft(t, 'employee', valid(), [
        ['resume', { filename: 'cv.docx', data: RESUME_DOCX, type: 'application/octet-stream' }],
      ]),
      201,
    );
    expect(docx.resume?.mime).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    // Yes/no fields left empty take their defaults.
    const none = expectJson<Referral>(
      await saveRaft(
        t,
        'employee',
        valid({ isExternalreference: '', isResumeActive: '', isResumeRequired: '' }),
      ),
      201,
    );
    expect(none).toMatchObject({
      isExternalreference: false,
      isResumeActive: true,
      isResumeRequired: false,
    });
    expect(none.resume).toBeNull();
    expect(none.resumeUrl).toBeNull();
  });

  it('answers 400 naming each wrong field, and stores nothing', async () => {
    const before = await countRows(t, 'referrals');
    const cases: [Record<string, string>, string][] = [
      [{ firstName: '' }, 'firstName'],
      [{ lastName: ' ' }, 'lastName'],
      [{ identificationNumber: '12' }, 'identificationNumber'],
      [{ candidateEmail: 'not-an-email' }, 'candidateEmail'],
      [{ personalEmail: 'x@' }, 'personalEmail'],
      [{ phone: '12' }, 'phone'],
      [{ personalPhone: 'llámame' }, 'personalPhone'],
      [{ englishLevel: 'Z9' }, 'englishLevel'],
      [{ workType: 'moon' }, 'workType'],
      [{ paymentMethod: 'cash' }, 'paymentMethod'],
      [{ academicGrade: 'none' }, 'academicGrade'],
      [{ isExternalreference: 'maybe' }, 'isExternalreference'],
      [{ candidateProfile: 'x'.repeat(2001) }, 'candidateProfile'],
      [{ location: '9999' }, 'location'],
      [{ location: 'abc' }, 'location'],
      [{ positionId: String(ids.digitalSales) }, 'positionId'],
      [{ positionId: String(ids.inactive) }, 'positionId'],
      [{ badge: NEWHIRE_BADGE }, 'badge'],
    ];
    for (const [overrides, field] of cases) {
      const response = await saveRaft(t, 'employee', valid(overrides));
      expectInvalid(response, field);
    }
    expectInvalid(await saveRaft(t, 'employee', { badge: EMPLOYEE_BADGE }), 'firstName', 'phone');
    expect(await countRows(t, 'referrals')).toBe(before);
  });

  it('refuses a résumé that is not a PDF or DOCX, or too large, naming the field and storing nothing', async () => {
    const before = {
      referrals: await countRows(t, 'referrals'),
      files: await countRows(t, 'files'),
    };
    const png = await saveRaft(t, 'employee', valid(), [
      ['resume', { filename: 'cv.pdf', data: PNG, type: 'application/pdf' }],
    ]);
    expectInvalid(png, 'resume');
    expect(png.json<{ errors: { resume: string } }>().errors.resume).toMatch(/PDF, DOCX/);
    const huge = Buffer.concat([RESUME_PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await saveRaft(t, 'employee', valid(), [
      ['resume', { filename: 'cv.pdf', data: huge }],
    ]);
    expect(tooLarge.statusCode, tooLarge.body).toBe(413);
    expect(Object.keys(tooLarge.json<{ errors: object }>().errors)).toEqual(['resume']);
    const two = await saveRaft(t, 'employee', valid(), [
      ['resume', { filename: 'a.pdf', data: RESUME_PDF }],
      ['resume', { filename: 'b.pdf', data: RESUME_PDF }],
    ]);
    expectInvalid(two, 'resume');
    const elsewhere = await saveRaft(t, 'employee', valid(), [
      ['photo', { filename: 'a.pdf', data: RESUME_PDF }],
    ]);
    expectInvalid(elsewhere, 'photo');
    expect(await countRows(t, 'referrals')).toBe(before.referrals);
    expect(await countRows(t, 'files')).toBe(before.files);
  });

  it('requires the résumé when the settings say so', async () => {
    await t.db.updateTable('referral_settings').set({ is_resume_required: 1 }).execute();
    try {
      expectInvalid(await saveRaft(t, 'employee', valid()), 'resume');
      expectJson(
        await saveRaft(t, 'employee', valid(), [
          ['resume', { filename: 'cv.pdf', data: RESUME_PDF }],
        ]),
        201,
      );
    } finally {
      await t.db.updateTable('referral_settings').set({ is_resume_required: 0 }).execute();
    }
  });

  it('refuses a candidate who cannot be referred now: 409 naming identificationNumber, in the caller’s words', async () => {
    const fields = valid();
    const identification = fields.identificationNumber!;
    expectJson(await saveRaft(t, 'employee', fields), 201);
    const again = await saveRaft(t, 'newhire', {
      ...fields,
      badge: NEWHIRE_BADGE,
      identificationNumber: `${identification.slice(0, 1)}-${identification.slice(1)}`,
    });
    expect(again.statusCode, again.body).toBe(409);
    const body = again.json<{ message: string; errors: object }>();
    expect(Object.keys(body.errors)).toEqual(['identificationNumber']);
    expect(body.message).toMatch(/already has a referral in progress/);
    const hired = await saveRaft(t, 'employee', valid({ identificationNumber: '401230654' }));
    expect(hired.statusCode).toBe(409);
  });

  it('is for the programme’s users only', async () => {
    const response = await saveRaft(
      t,
      'benefits.owner',
      valid({ badge: await badgeOf(t, 'benefits.owner') }),
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('GET {tools}/api/Raft/GetTopMyReferals', () => {
  const mine = (username: string, query: string) =>
    callTools(t, username, 'GET', `/api/Raft/GetTopMyReferals?${query}`);

  it('gives my top 3 referrals, newest first, with the total', async () => {
    const response = await mine('employee', `badge=${EMPLOYEE_BADGE}&size=3`);
    const top = expectJson<MyReferral[]>(response);
    expect(top).toHaveLength(3);
    const total = Number(response.headers['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(5);
    const dates = top.map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(Object.keys(top[0]!).sort()).toEqual(
      [
        'candidateName',
        'createdAt',
        'id',
        'location',
        'position',
        'resumeUrl',
        'status',
        'statusChangedAt',
      ].sort(),
    );
    const all = expectJson<MyReferral[]>(
      await mine('employee', `badge=${EMPLOYEE_BADGE}&size=100&offset=0`),
    );
    expect(all).toHaveLength(total);
    expect(new Set(all.map((r) => r.status))).toEqual(
      new Set(['received', 'in_review', 'interviewed', 'hired', 'not_hired']),
    );
    const second = expectJson<MyReferral[]>(
      await mine('employee', `badge=${EMPLOYEE_BADGE}&size=1&offset=1`),
    );
    expect(second[0]!.id).toBe(all[1]!.id);
    // The seeded résumés are real PDFs, read at their resumeUrl.
    const withResume = all.find((referral) => referral.resumeUrl !== null)!;
    const resume = await t.app.inject({
      method: 'GET',
      url: withResume.resumeUrl!,
      headers: { authorization: `Bearer ${await t.tokenOf('employee')}` },
    });
    expect(resume.statusCode).toBe(200);
    expect(resume.headers['content-type']).toBe('application/pdf');
    expect(resume.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Nobody else's.
    const referrerIds = await t.db
      .selectFrom('referrals')
      .select('referrer_id')
      .where(
        'id',
        'in',
        all.map((r) => r.id),
      )
      .distinct()
      .execute();
    expect(referrerIds).toHaveLength(1);
  });

  it('refuses another employee’s badge (403) but lets the owners read anyone’s', async () => {
    expect((await mine('newhire', `badge=${EMPLOYEE_BADGE}`)).statusCode).toBe(403);
    expect((await mine('employee', `badge=${NEWHIRE_BADGE}`)).statusCode).toBe(403);
    expect(
      expectJson<MyReferral[]>(await mine('raft.owner', `badge=${EMPLOYEE_BADGE}`)),
    ).toHaveLength(3);
  });

  it('answers 400 naming the field for a size or offset out of range', async () => {
    expectInvalid(await mine('employee', `badge=${EMPLOYEE_BADGE}&size=0`), 'size');
    expectInvalid(await mine('employee', `badge=${EMPLOYEE_BADGE}&size=101`), 'size');
    expectInvalid(await mine('employee', `badge=${EMPLOYEE_BADGE}&offset=-1`), 'offset');
  });
});
