import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase, type DB, migrateToLatest } from '../../../server/db';
import { seedDemoData } from '../../../server/db/seed';
import { migrations, modules } from '../../../server/modules';
import type { ServerModule } from '../../../server/modules/types';
import { throwawayDatabase } from '../../fixtures/postgresDatabase';

/**
 * The demo company, built once per run of an api project (vitest `globalSetup`): migrated and
 * seeded into a template that every `createTestApp()` copies (a file copy on SQLite, `CREATE
 * DATABASE … TEMPLATE` on PostgreSQL) instead of migrating and seeding again. Each copy is the
 * test app's own: a test sees only its own writes.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** The template's SQLite file, or its PostgreSQL database's name. */
    demoTemplate: string;
  }
}

/** Migrates an empty database to the modules' latest schema and seeds the demo company. */
export async function buildDemoDatabase(
  db: DB,
  served: readonly ServerModule[] = modules,
): Promise<void> {
  await migrateToLatest(
    db,
    Object.assign({ ...migrations }, ...served.map((module) => module.migrations ?? {})),
  );
  await seedDemoData(db, served);
}

/** A copy of the SQLite template in a folder of its own; its file. */
export function copySqliteTemplate(template: string): { file: string; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'portal-db-'));
  const file = join(dir, 'portal.sqlite');
  copyFileSync(template, file);
  return { file, dir };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (project.config.env.TEST_DB === 'postgres') {
    if (!postgresUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const template = await throwawayDatabase(postgresUrl, 'portal_template');
    const { db } = createDatabase({ url: template.url });
    try {
      await buildDemoDatabase(db);
    } catch (error) {
      await db.destroy();
      await template.drop();
      throw error;
    }
    // A template is copied only while nobody is connected to it.
    await db.destroy();
    project.provide('demoTemplate', template.name);
    return template.drop;
  }
  const dir = mkdtempSync(join(tmpdir(), 'portal-template-'));
  const file = join(dir, 'portal.sqlite');
  const { db } = createDatabase({ url: `sqlite:${file}` });
  try {
    await buildDemoDatabase(db);
  } finally {
    // Closing the last connection checkpoints the write-ahead log into the file that is copied.
    await db.destroy();
  }
  project.provide('demoTemplate', file);
  return async () => rmSync(dir, { recursive: true, force: true });
}
