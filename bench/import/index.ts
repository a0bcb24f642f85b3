import { performance } from 'node:perf_hooks';
import { openSession } from '../api/auth';
import { type Part, withCleanup } from '../lib/part';
import { copyDemoDatabase } from '../lib/demoTemplate';
import { row, type Row } from '../lib/report';
import { freshDataDir, removeDir, startServer } from '../lib/server';

const PEOPLE = 5_000;
/** The targets: a preview a person waits for, an import of a whole company. */
const PREVIEW_MS = 5_000;
const APPLY_MS = 30_000;

/**
 * `people` new employees as HR's file lists them: a supervisor every 25, each before their team
 * as a file sorted by badge has them.
 */
export function companyFile(people: number): Buffer {
  const lines = [
    'Gafete,Usuario,Correo,Nombre,Apellidos,Cuenta,Puesto,Gafete supervisor,Fecha de ingreso,Fecha de nacimiento',
  ];
  for (let i = 0; i < people; i++) {
    const badge = `BENCH-${String(i).padStart(5, '0')}`;
    const supervisor = i % 25 === 0 ? '' : `BENCH-${String(i - (i % 25)).padStart(5, '0')}`;
    lines.push(
      `${badge},bench.${i},bench.${i}@example.com,Persona,Número ${i},Cuenta ${i % 40},Agente,${supervisor},2026-01-05,1990-01-01`,
    );
  }
  return Buffer.from(lines.join('\r\n') + '\r\n');
}

/**
 * The employees import of a 5,000-person file on SQLite: its preview (every row written and
 * rolled back) and its import (one transaction), each timed from the upload to the answer.
 */
export const importPart: Part = ({ options, progress }) =>
  withCleanup(async (defer) => {
    const people = options.smoke ? 200 : PEOPLE;
    const dataDir = freshDataDir();
    defer(() => removeDir(dataDir));
    await copyDemoDatabase(dataDir);
    const server = await startServer({ dist: options.dist, dataDir });
    defer(() => server.stop());
    const token = await (await openSession(server, 'admin')).token();
    const file = companyFile(people);
    const upload = async (path: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file)], { type: 'text/csv' }), 'company.csv');
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}/api/main/workforce/import${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const body = (await response.json()) as { counts?: { created: number } };
      const ms = performance.now() - started;
      if (response.status !== 200 || body.counts?.created !== people) {
        throw new Error(
          `import${path} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`,
        );
      }
      return ms;
    };
    const previewMs = await upload('/preview');
    progress(`preview of ${people} people: ${Math.round(previewMs)} ms`);
    const applyMs = await upload('');
    progress(`import of ${people} people: ${Math.round(applyMs)} ms`);
    const rows: Row[] = [
      row(
        'import',
        `SQLite CSV import of ${people.toLocaleString('en')} new employees`,
        [
          { label: 'preview', value: previewMs / 1000, unit: 's' },
          { label: 'import', value: applyMs / 1000, unit: 's' },
          { label: 'file', value: file.length / 1000, unit: 'kB' },
        ],
        [
          { target: `preview < ${PREVIEW_MS / 1000} s`, met: previewMs < PREVIEW_MS },
          { target: `import < ${APPLY_MS / 1000} s`, met: applyMs < APPLY_MS },
        ],
      ),
    ];
    return rows;
  });
