/**
 * The registry of approval types (`approvalTypes`, server/approvals/approvals.ts): each module's
 * declaration registers its kind of request, and what the registry knows of a kind is enough to
 * read its inbox across modules: the same requests, counted, as the module's own inbox serves.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ApiUser } from '../../server/auth/apiTokens';
import { approvalTypes } from '../../server/approvals/approvals';
import { createTestApp, type TestApp } from './helpers';

/** Each module's inbox on the main family. */
const INBOXES: Record<string, string> = {
  personalDays: '/admin/personal-days-approvals',
  reimbursement: '/admin/reimbursement-approvals',
  schedule: '/admin/schedule-requests',
  appointments: '/admin/appointment-requests',
  transportation: '/admin/transport-requests',
};

let t: TestApp;
let admin: ApiUser;

beforeAll(async () => {
  t = await createTestApp();
  // The claims the app itself signed for System_Admin, who decides every kind.
  const [, payload = ''] = (await t.tokenOf('admin')).split('.');
  admin = JSON.parse(Buffer.from(payload, 'base64url').toString()) as ApiUser;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('the registry of approval types', () => {
  test('lists each module’s kind once', () => {
    expect(
      approvalTypes()
        .map((type) => type.module)
        .sort(),
    ).toEqual(Object.keys(INBOXES).sort());
  });

  test.each(approvalTypes().map((type) => [type.module, type] as const))(
    '%s: its pending requests, read from the registry, are those of its inbox',
    async (module, type) => {
      const row = (
        await sql<{ pending: number | string }>`
        select count(*) as pending from ${sql.table(type.table)}
        where ${type.decidableBy(admin)} and ${type.inboxFilter({ status: 'submitted' })}
      `.execute(t.db)
      ).rows[0]!;
      const response = await t.call(
        'admin',
        'GET',
        `${INBOXES[module]}?filter=${encodeURIComponent('{"status":"submitted"}')}&range=[0,0]`,
      );
      expect(response.statusCode).toBe(200);
      const total = Number(/\/(\d+)$/.exec(String(response.headers['content-range']))?.[1]);
      expect(Number(row.pending)).toBe(total);
      expect(await type.mayApproveAny(t.db, admin)).toBe(true);
    },
  );
});
