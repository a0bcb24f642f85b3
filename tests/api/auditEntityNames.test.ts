/**
 * The audit trail names its entities in snake_case (server/audit/audit.ts): the migration that
 * brought the camelCase names some modules wrote into that case rewrites the rows already stored,
 * and leaves the others alone. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as renameEntities from '../../server/db/migrations/0049_audit_entity_names';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** One audit row as a release before the migration wrote it. */
const storedRow = (entity: string, entityId: string) => ({
  at: new Date().toISOString(),
  actor_employee_id: null,
  actor_username: 'tools.owner',
  entity,
  entity_id: entityId,
  action: 'update' as const,
  before: '{"active":1}',
  after: '{"active":0}',
});

it('rewrites the stored rows of every camelCase entity to its snake_case name', async () => {
  const old = Object.keys(renameEntities.RENAMED_AUDIT_ENTITIES);
  const kept = storedRow('benefit_category', 'audit-names-kept');
  await t.db
    .insertInto('audit_log')
    .values([...old.map((entity) => storedRow(entity, 'audit-names')), kept])
    .execute();

  // A migration sees the database untyped, as the migrator hands it.
  await renameEntities.up(t.db as unknown as Kysely<unknown>);

  const rows = await t.db
    .selectFrom('audit_log')
    .select(['entity', 'entity_id', 'after'])
    .where('entity_id', 'in', ['audit-names', 'audit-names-kept'])
    .orderBy('id')
    .execute();
  expect(rows).toEqual([
    ...['work_schedule', 'schedule_request', 'transport_route', 'transport_request'].map(
      (entity) => ({ entity, entity_id: 'audit-names', after: '{"active":0}' }),
    ),
    { entity: 'benefit_category', entity_id: 'audit-names-kept', after: '{"active":0}' },
  ]);
  const left = await t.db
    .selectFrom('audit_log')
    .select('entity')
    .where('entity', 'in', old)
    .execute();
  expect(left).toEqual([]);
});
