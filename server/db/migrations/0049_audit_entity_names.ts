import type { Kysely } from 'kysely';

/**
 * The audit trail names its entities in snake_case, like most of them always were
 * ('benefit_category', 'role_user'): the entries the schedule and transportation modules wrote in
 * camelCase are renamed, so a record's history is found under one name.
 */
export const RENAMED_AUDIT_ENTITIES: Readonly<Record<string, string>> = {
  workSchedule: 'work_schedule',
  scheduleRequest: 'schedule_request',
  transportRoute: 'transport_route',
  transportRequest: 'transport_request',
};

async function rename(db: Kysely<unknown>, names: [from: string, to: string][]): Promise<void> {
  const trail = db as Kysely<{ audit_log: { entity: string } }>;
  for (const [from, to] of names)
    await trail.updateTable('audit_log').set({ entity: to }).where('entity', '=', from).execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rename(db, Object.entries(RENAMED_AUDIT_ENTITIES));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rename(
    db,
    Object.entries(RENAMED_AUDIT_ENTITIES).map(([from, to]) => [to, from]),
  );
}
