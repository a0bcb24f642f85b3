/**
 * PutUsersFiles (both databases): a list of badges enrolled at once with the group locked, each
 * refused badge with its reason; a file that is not text, empty or too big refused naming `file`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFINITION_STATUS,
  ENROLMENT_REFUSALS,
  USERS_FILE_MAX_BYTES,
} from '../../../contracts/extracurricular/courses';
import { type UsersFileResult } from '../../../contracts/extracurricular/definitions';
import {
  badgeOf,
  countRows,
  createTestApp,
  expectInvalid,
  expectJson,
  injectMultipart,
  PNG,
  type TestApp,
} from '../helpers';
import { enrolAs, saveDefinition, seededGroup } from './courseCalls';
import { EXTRACURRICULAR } from './extracurricularCalls';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const upload = async (
  definitionId: number | string,
  data: Buffer | null,
  username = 'extracurricular.admin',
) =>
  injectMultipart(t.app, {
    method: 'PUT',
    url: `${EXTRACURRICULAR}/DefinitionCourse/PutUsersFiles`,
    token: await t.tokenOf(username),
    fields: data
      ? [
          ['definitionId', String(definitionId)],
          ['file', { filename: 'gafetes.csv', data, type: 'text/csv' }],
        ]
      : [['definitionId', String(definitionId)]],
  });

describe('PutUsersFiles', () => {
  it('enrols the listed badges and says why each other one was refused', async () => {
    const group = await saveDefinition(t, { quota: 3 });
    const [employee, newhire, supervisor, mlt] = await Promise.all(
      ['employee', 'newhire', 'supervisor', 'mlt.admin'].map((username) => badgeOf(t, username)),
    );
    // employee takes a seat first: the list finds them already enrolled.
    expect((await enrolAs(t, 'employee', group.id)).statusCode).toBe(201);
    const file = Buffer.from(
      `\uFEFFgafete\r\n${newhire}\n${employee};${newhire}\n"${supervisor}",999999\n109001\n${mlt}\n`,
    );
    const result = expectJson<UsersFileResult>(await upload(group.id, file));
    expect(result.enrolled).toEqual([newhire, supervisor]);
    expect(result.refused.map((item) => [item.badge, item.reason.code])).toEqual([
      [employee, ENROLMENT_REFUSALS.alreadyEnrolled],
      [newhire, ENROLMENT_REFUSALS.duplicated],
      ['999999', ENROLMENT_REFUSALS.unknownBadge],
      ['109001', ENROLMENT_REFUSALS.inactiveEmployee],
      [mlt, ENROLMENT_REFUSALS.full],
    ]);
    expect(result.refused[0]!.reason.message).toBe('Already enrolled or waiting in this group');
    const id = (
      await t.db
        .selectFrom('course_enrollments')
        .select('id')
        .where('definition_id', '=', group.id)
        .where('modified_by', '=', await badgeOf(t, 'extracurricular.admin'))
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
    expect((await t.auditRows('course_enrollment', id)).length).toBe(1);
  });

  it('ignores the eligibility rule: the list is the invitation', async () => {
    const oratory = await seededGroup(t, 'Oratoria y presentaciones', DEFINITION_STATUS.open);
    const newhire = await badgeOf(t, 'newhire');
    const result = expectJson<UsersFileResult>(await upload(oratory, Buffer.from(newhire)));
    expect(result).toEqual({ definitionId: oratory, enrolled: [newhire], refused: [] });
  });

  it('refuses a file that is not text, is empty or too big, writing nothing', async () => {
    const group = await saveDefinition(t);
    const before = await countRows(t, 'course_enrollments');
    expectInvalid(await upload(group.id, PNG), 'file');
    expectInvalid(await upload(group.id, Buffer.from([0x31, 0x00, 0x32])), 'file');
    expectInvalid(await upload(group.id, Buffer.from([0xff, 0xfe, 0x31])), 'file');
    expectInvalid(await upload(group.id, Buffer.from('badge\n\n;,\n')), 'file');
    expectInvalid(await upload(group.id, null), 'file');
    expectInvalid(await upload('x', Buffer.from('100001')), 'definitionId');
    const big = await upload(group.id, Buffer.alloc(USERS_FILE_MAX_BYTES + 1, '1'));
    expect(big.statusCode).toBe(413);
    expect(Object.keys(big.json<{ errors: object }>().errors)).toEqual(['file']);
    expect((await upload(999_999, Buffer.from('100001'))).statusCode).toBe(404);
    const draft = await seededGroup(t, 'Portugués básico', DEFINITION_STATUS.draft);
    expect((await upload(draft, Buffer.from('100001'))).json<{ code: string }>().code).toBe(
      ENROLMENT_REFUSALS.notOpen,
    );
    expect(await countRows(t, 'course_enrollments')).toBe(before);
  });

  it('is for administrators only', async () => {
    const group = await saveDefinition(t);
    expect((await upload(group.id, Buffer.from('100001'), 'employee')).statusCode).toBe(403);
    expect((await upload(group.id, Buffer.from('100001'), 'mlt.admin')).statusCode).toBe(403);
  });
});
