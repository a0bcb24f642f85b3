/**
 * The start-up (server/start.ts) on SQLite: the server listens at once, hands itself to the app
 * once the database is migrated and seeded, and stops cleanly. PostgreSQL started after the
 * portal is tests/api/outage/startup.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../server/config';
import { startServer } from '../../server/start';
import { freePort } from '../../scripts/lib/processes';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-startup-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const configFor = async (databaseUrl: string) => {
  const port = await freePort();
  return loadConfig({
    DATA_DIR: dataDir,
    PORTAL_DIR: join(dataDir, 'no-portal-build'),
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
  });
};

describe('start-up on SQLite', () => {
  test('migrates and seeds a new file, then serves on the server it listened with', async () => {
    const config = await configFor(`sqlite:${join(dataDir, 'portal.sqlite')}`);
    const lines: string[] = [];
    const started = await startServer({ config, logger: false, log: (line) => lines.push(line) });
    try {
      const app = await started.ready;
      expect(app.server).toBe(started.server);
      const health = await fetch(`${config.publicUrl}/api/health`);
      expect(health.status).toBe(200);
      expect(lines).toEqual([]);
    } finally {
      await started.close();
    }
    expect(started.server.listening).toBe(false);
  });

  test('a file that cannot be opened is not waited for: start-up fails naming the file and why', async () => {
    const file = join(dataDir, 'missing', 'folder', 'portal.sqlite');
    const config = await configFor(`sqlite:${file}`);
    await expect(startServer({ config, logger: false })).rejects.toThrow(
      `cannot open the SQLite database ${file}: ENOENT: no such file or directory`,
    );
  });

  test('a folder the system will not write (a read-only DATA_DIR) fails start-up naming the file and why', async () => {
    // sysfs refuses new files even to root, as a read-only mount does.
    const config = await configFor('sqlite:/sys/portal.sqlite');
    await expect(startServer({ config, logger: false })).rejects.toThrow(
      /^cannot open the SQLite database \/sys\/portal\.sqlite: (EACCES: permission denied|EROFS: read-only file system)/,
    );
  });
});
