import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  assertBuilt,
  type Manifest,
  openPortalBrowser,
  portalPages,
  readManifest,
} from '../browser/portal';
import { type Part, withCleanup } from '../lib/part';
import { type Figure, row, type Row } from '../lib/report';
import { sum } from '../lib/stats';
import { removeDir, startServer } from '../lib/server';

/** JS a browser fetches to show /Inicio (react-admin's own demo fetches 736–938 kB). */
const HOME_JS_BUDGET_KB = 300;

/** The server sends the build as it is on disk; this is what gzip (level 6) would put on the wire. */
const gzipKb = (portalDir: string, files: Iterable<string>) =>
  sum([...files].map((file) => gzipSync(readFileSync(join(portalDir, file))).length)) / 1000;

/** Files of a chunk and of everything it imports statically (CSS included). */
function staticGraph(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) staticGraph(manifest, imported, files);
  return files;
}

function weightFigures(portalDir: string, label: string, files: readonly string[]): Figure[] {
  return [
    {
      label: `${label} JS`,
      value: gzipKb(
        portalDir,
        files.filter((f) => f.endsWith('.js')),
      ),
      unit: 'kB',
    },
    {
      label: `${label} CSS`,
      value: gzipKb(
        portalDir,
        files.filter((f) => f.endsWith('.css')),
      ),
      unit: 'kB',
    },
    { label: `${label} files`, value: files.length, unit: 'count' },
  ];
}

/**
 * Part 4: gzip weight of what each page needs — by the Vite manifest (the entry plus the route's
 * lazy chunk and their static imports) and by what Chromium really fetched — and of the build.
 */
export const weightPart: Part = ({ options, progress }) =>
  withCleanup(async (defer) => {
    const portalDir = join(options.dist, 'portal');
    const manifest = readManifest(options.dist);
    assertBuilt(manifest, portalPages);
    const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
    const server = await startServer({ dist: options.dist });
    defer(() => removeDir(server.dataDir));
    defer(() => server.stop());
    const browser = await openPortalBrowser(server);
    defer(() => browser.close());
    const rows: Row[] = [];
    for (const page of portalPages) {
      const graph = staticGraph(manifest, page.source, staticGraph(manifest, entry));
      const { assets } = await browser.load(page, 1);
      progress(`${page.name}: ${assets.length} assets fetched`);
      const fetched = weightFigures(portalDir, 'fetched', assets);
      const fetchedJs = fetched[0]!.value;
      rows.push(
        row(
          'weight',
          page.name,
          [...fetched, ...weightFigures(portalDir, 'manifest', [...graph])],
          page.name === '/Inicio'
            ? [
                {
                  target: `JS fetched ≤ ${HOME_JS_BUDGET_KB} kB gzip`,
                  met: fetchedJs <= HOME_JS_BUDGET_KB,
                },
              ]
            : [],
        ),
      );
    }
    const built = readdirSync(join(portalDir, 'assets'))
      .filter((file) => /\.(js|css)$/.test(file))
      .map((file) => `assets/${file}`);
    rows.push(row('weight', 'whole build', weightFigures(portalDir, 'build', built)));
    return rows;
  });
