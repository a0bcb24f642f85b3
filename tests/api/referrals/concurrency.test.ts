import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Referral } from '../../../contracts/referrals/referrals';
import { isUniqueViolation } from '../../../server/db/errors';
import { ONE_ACTIVE_REFERRAL } from '../../../server/modules/referrals/migrations/0020_referrals';
import { RESUME_PDF } from '../../fixtures/documents';
import { countRows, createTestApp, expectJson, type TestApp } from '../helpers';
import { makeReferrer, referenceIds, referralFields, saveRaft } from './raft';

/**
 * One referral in progress per candidate and one status move at a time, under concurrent
 * requests: SQLite serialises the writers (BEGIN IMMEDIATE), PostgreSQL relies on the partial
 * unique index and the row lock. Runs on both databases.
 */
let t: TestApp;
let ids: Awaited<ReturnType<typeof referenceIds>>;
const REFERRERS = ['employee', 'newhire', 'raft.owner', 'admin'];
const badges = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  ids = await referenceIds(t);
  await makeReferrer(t, 'newhire');
  for (const username of REFERRERS) {
    const { badge } = await t.db
      .selectFrom('employees')
      .select('badge')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    badges.set(username, badge);
    await t.tokenOf(username);
  }
});
afterAll(async () => {
  await t?.close();
});

it('lets exactly one of 12 concurrent referrals of one candidate in; the others are 409 and store nothing', async () => {
  const fields = referralFields('', { location: ids.sabana, positionId: ids.agent });
  const before = {
    files: await countRows(t, 'files'),
    changes: await countRows(t, 'referral_status_changes'),
  };
  const responses = await Promise.all(
    Array.from({ length: 12 }, (_, index) => {
      const username = REFERRERS[index % REFERRERS.length]!;
      return saveRaft(t, username, { ...fields, badge: badges.get(username)! }, [
        ['resume', { filename: `cv-${index}.pdf`, data: RESUME_PDF }],
      ]);
    }),
  );
  const statuses = responses.map((response) => response.statusCode).sort();
  expect(statuses, responses.map((r) => r.body).join('\n')).toEqual([
    201,
    ...Array.from({ length: 11 }, () => 409),
  ]);
  for (const refused of responses.filter((response) => response.statusCode === 409))
    expect(Object.keys(refused.json<{ errors: object }>().errors)).toEqual([
      'identificationNumber',
    ]);
  const rows = await t.db
    .selectFrom('referrals')
    .select('id')
    .where('identification_number', '=', fields.identificationNumber!)
    .execute();
  expect(rows).toHaveLength(1);
  expect(await countRows(t, 'files')).toBe(before.files + 1);
  expect(await countRows(t, 'referral_status_changes')).toBe(before.changes + 1);
});

it('lets one of two owners moving one referral at once win; the other gets 409', async () => {
  for (let round = 0; round < 3; round++) {
    const referral = expectJson<Referral>(
      await saveRaft(
        t,
        'employee',
        referralFields(badges.get('employee')!, { location: ids.sabana, positionId: ids.agent }),
      ),
      201,
    );
    // Same move, or competing moves: either way exactly one is applied.
    const targets = round === 0 ? ['in_review', 'in_review'] : ['in_review', 'not_hired'];
    const responses = await Promise.all(
      ['raft.owner', 'admin'].map((username, index) =>
        t.call(username, 'PUT', `/admin/referrals/${referral.id}`, {
          status: targets[index],
          from: 'received',
        }),
      ),
    );
    expect(
      responses.map((r) => r.statusCode).sort(),
      responses.map((r) => r.body).join('\n'),
    ).toEqual([200, 409]);
    const winner = responses.find((r) => r.statusCode === 200)!.json<Referral>();
    const changes = await t.db
      .selectFrom('referral_status_changes')
      .select(['from_status', 'to_status'])
      .where('referral_id', '=', referral.id)
      .orderBy('id')
      .execute();
    expect(changes).toEqual([
      { from_status: null, to_status: 'received' },
      { from_status: 'received', to_status: winner.status },
    ]);
  }
});

it('has the database itself refuse a second referral in progress of one candidate', async () => {
  const [first] = await t.db
    .selectFrom('referrals')
    .selectAll()
    .where('status', '=', 'received')
    .limit(1)
    .execute();
  // The same referral without its id: the database numbers the copy.
  const copy = Object.fromEntries(
    Object.entries(first!).filter(([column]) => column !== 'id'),
  ) as Omit<NonNullable<typeof first>, 'id'>;
  await expect(t.db.insertInto('referrals').values(copy).execute()).rejects.toSatisfy((error) =>
    isUniqueViolation(error, ONE_ACTIVE_REFERRAL),
  );
  // Once it has ended, the same candidate may have a new one (the cool-off is the service's rule).
  await expect(
    t.db
      .insertInto('referrals')
      .values({ ...copy, status: 'not_hired' })
      .execute(),
  ).resolves.toBeDefined();
});
