import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../../server/db';
import { buildDemoDatabase } from '../../server/modules';

/** The file a server finds its SQLite database in, inside its data folder (server/config.ts). */
export const SQLITE_FILE = 'portal.sqlite';

let template: Promise<string> | undefined;

/**
 * The demo company migrated and seeded once per bench run, in a SQLite file: a server on a fresh
 * data folder starts on a copy of it instead of seeding the same company again (the start-up part
 * alone times an empty database's start).
 */
function demoTemplate(): Promise<string> {
  template ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-bench-template-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, SQLITE_FILE);
    const { db } = createDatabase({ url: `sqlite:${file}` });
    try {
      await buildDemoDatabase(db);
    } finally {
      // Closing the last connection checkpoints the write-ahead log into the file that is copied.
      await db.destroy();
    }
    return file;
  })();
  return template;
}

/** Puts a copy of the run's demo company in `dataDir`, where the server will find it. */
export async function copyDemoDatabase(dataDir: string): Promise<void> {
  copyFileSync(await demoTemplate(), join(dataDir, SQLITE_FILE));
}
