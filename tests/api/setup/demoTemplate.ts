import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase, type DB, migrateToLatest } from '../../../server/db';
import { seedDemoData } from '../../../server/db/seed';
import { migrations, modules } from '../../../server/modules';
import type { ServerModule } from '../../../server/modules/types';

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

/** `url` (a PostgreSQL server's) pointing at another of its databases. */
export const databaseUrlOf = (url: string, database: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

/** Runs one statement on the server's maintenance connection (`url`'s own database). */
async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new PostgreSQL database, empty or a copy of `template`; its name. */
export async function createPostgresDatabase(url: string, template?: string): Promise<string> {
  const name = `portal_test_${randomBytes(8).toString('hex')}`;
  await onServer(url, `create database ${name}${template ? ` template ${template}` : ''}`);
  return name;
}

/** Drops a database made by createPostgresDatabase, ending whatever is still connected to it. */
export const dropPostgresDatabase = (url: string, name: string): Promise<void> =>
  onServer(url, `drop database if exists ${name} with (force)`);

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
    const name = await createPostgresDatabase(postgresUrl);
    const { db } = createDatabase({ url: databaseUrlOf(postgresUrl, name) });
    try {
      await buildDemoDatabase(db);
    } finally {
      // A template is copied only while nobody is connected to it.
      await db.destroy();
    }
    project.provide('demoTemplate', name);
    return () => dropPostgresDatabase(postgresUrl, name);
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
