import { readFileSync, writeFileSync } from 'node:fs';
import { apiPart } from './api';
import { browserPart } from './browser';
import { clusterPart } from './cluster';
import { concurrencyPart } from './concurrency';
import { durabilityPart } from './durability';
import { importPart } from './import';
import { type BenchOptions, PARTS, parseOptions, type PartName } from './lib/options';
import type { Part } from './lib/part';
import {
  type Machine,
  missingFigures,
  reportTables,
  type Row,
  startMachineSampler,
  textTable,
} from './lib/report';
import { scalePart } from './scale';
import { startupPart } from './startup';
import { weightPart } from './weight';

const parts: Record<PartName, Part> = {
  api: apiPart,
  scale: scalePart,
  concurrency: concurrencyPart,
  weight: weightPart,
  browser: browserPart,
  startup: startupPart,
  durability: durabilityPart,
  cluster: clusterPart,
  import: importPart,
};

const NOTES_MARKER = '<!-- Notes below this line are kept when the bench rewrites the file. -->';

/**
 * BENCHMARKS.md: each part's latest figures with the run that wrote them (a run of some parts keeps
 * the others'), and the hand-written notes.
 */
function writeReport(
  file: string,
  rows: Row[],
  machine: Machine,
  options: BenchOptions,
  seconds: number,
) {
  let previous = '';
  try {
    previous = readFileSync(file, 'utf8');
  } catch {
    // First report.
  }
  const at = previous.indexOf(NOTES_MARKER);
  const notes = at >= 0 ? previous.slice(at + NOTES_MARKER.length).trim() : '';
  const run = { command: options.command, at: new Date().toISOString(), seconds, machine };
  const text = [
    '# Benchmarks',
    '',
    reportTables(previous, rows, options.parts, PARTS, run, options.scenarioFilter !== undefined),
    '',
    NOTES_MARKER,
    '',
    notes,
    '',
  ].join('\n');
  writeFileSync(file, text);
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const sampler = startMachineSampler();
  const started = Date.now();
  const figures = new Map<PartName, Row[]>();
  const runLane = async (names: readonly PartName[]) => {
    for (const name of names) {
      console.error(`— ${name}`);
      const partStarted = Date.now();
      const progress = (line: string) => console.error(`  [${name}] ${line}`);
      figures.set(name, await parts[name]({ options, progress }));
      console.error(`  (${name}: ${Math.round((Date.now() - partStarted) / 1000)} s)`);
    }
  };
  // A measuring run takes its parts one at a time, each with the machine to itself. The smoke run
  // judges no speed: its parts go in two lanes at once (every other part in each), as the parts
  // leave more than half of a two-core machine idle on their own (measured: 113 CPU-seconds in
  // 131 s); each part's servers, ports and databases are its own.
  if (options.smoke) {
    await Promise.all(
      [0, 1].map((lane) => runLane(options.parts.filter((_, i) => i % 2 === lane))),
    );
  } else {
    await runLane(options.parts);
  }
  const rows = options.parts.flatMap((name) => figures.get(name) ?? []);
  const machine = sampler.stop();
  const seconds = (Date.now() - started) / 1000;
  console.log(textTable(rows));
  console.log(
    `\n${machine.cpu}, Node ${machine.node}, load ${machine.load.min.toFixed(2)}–` +
      `${machine.load.max.toFixed(2)}; ${Math.round(seconds)} s; ${options.command}`,
  );
  if (options.smoke) {
    // Smoke mode proves every part still yields its numbers; it never judges speed.
    const missing = missingFigures(rows, options.parts);
    // A lost acknowledged write is a failure at any size, unlike a slow figure.
    for (const r of rows.filter((r) => r.part === 'durability')) {
      for (const check of r.checks.filter((c) => !c.met))
        missing.push(`${r.item}: ${check.target}`);
    }
    if (missing.length > 0) {
      console.error(`Missing figures:\n${missing.join('\n')}`);
      process.exitCode = 1;
    }
  } else {
    writeReport('BENCHMARKS.md', rows, machine, options, seconds);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
