import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../../../server/db';
import { buildDemoDatabase } from '../../../server/modules';
import { throwawayDatabase } from '../../fixtures/postgresDatabase';

/**
 * The demo company, built once per run of an api project (vitest `globalSetup`): migrated and
 * seeded into a template that every `createTestApp()` copies (a file copy on SQLite, `CREATE
 * DATABASE … TEMPLATE` on PostgreSQL) instead of migrating and seeding again. Each copy is the
 * test app's own: a test sees only its own writes.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** The templates of the run: the SQLite file, the PostgreSQL database's name. */
    demoTemplates: { sqlite?: string; postgres?: string };
  }
}

/** A SQLite file in a folder of its own: a copy of `template`, else none yet (an empty database). */
export function sqliteFile(template?: string): { file: string; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'portal-db-'));
  const file = join(dir, 'portal.sqlite');
  if (template) copyFileSync(template, file);
  return { file, dir };
}

/** The demo company in a template on PostgreSQL; its name, and its removal. */
async function postgresTemplate(postgresUrl: string) {
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
  return template;
}

/** The demo company in a SQLite file; its file, and its removal. */
async function sqliteTemplate() {
  const { file, dir } = sqliteFile();
  const { db } = createDatabase({ url: `sqlite:${file}` });
  try {
    await buildDemoDatabase(db);
  } finally {
    // Closing the last connection checkpoints the write-ahead log into the file that is copied.
    await db.destroy();
  }
  return { file, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The project's own kind of template; the SQLite project also builds one on PostgreSQL when there
 * is a server (TEST_DATABASE_URL): the administration screens' walk, which runs there, sends every
 * call to both databases (tests/api/adminScreens/kit.tsx).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (project.config.env.TEST_DB === 'postgres') {
    if (!postgresUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const template = await postgresTemplate(postgresUrl);
    project.provide('demoTemplates', { postgres: template.name });
    return template.drop;
  }
  const sqlite = await sqliteTemplate();
  const postgres = postgresUrl ? await postgresTemplate(postgresUrl) : undefined;
  project.provide('demoTemplates', { sqlite: sqlite.file, postgres: postgres?.name });
  return async () => {
    await sqlite.drop();
    await postgres?.drop();
  };
}
