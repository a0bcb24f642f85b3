import { readFileSync, writeFileSync } from 'node:fs';
import { apiPart } from './api';
import { browserPart } from './browser';
import { concurrencyPart } from './concurrency';
import { durabilityPart } from './durability';
import { type BenchOptions, parseOptions, type PartName } from './lib/options';
import type { Part } from './lib/part';
import {
  type Machine,
  markdownTable,
  missingFigures,
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
};

const NOTES_MARKER = '<!-- Notes below this line are kept when the bench rewrites the file. -->';

/** BENCHMARKS.md: the figures, the machine and the command; the hand-written notes are kept. */
function writeReport(
  file: string,
  rows: Row[],
  machine: Machine,
  options: BenchOptions,
  seconds: number,
) {
  let notes = '';
  try {
    const previous = readFileSync(file, 'utf8');
    const at = previous.indexOf(NOTES_MARKER);
    if (at >= 0) notes = previous.slice(at + NOTES_MARKER.length).trim();
  } catch {
    // First report.
  }
  const load = machine.load;
  const text = [
    '# Benchmarks',
    '',
    `Written by \`${options.command}\` on ${new Date().toISOString()} (${Math.round(seconds)} s).`,
    '',
    `Machine: ${machine.cpu}, Node ${machine.node}; load average (1 min) during the run ` +
      `${load.min.toFixed(2)}–${load.max.toFixed(2)}, median ${load.median.toFixed(2)}. ` +
      'Figures are medians over several runs after a warm-up; ratios are taken within the same ' +
      'round, side by side. 1 kB = 1,000 bytes.',
    '',
    markdownTable(rows),
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
  const rows: Row[] = [];
  for (const name of options.parts) {
    console.error(`— ${name}`);
    rows.push(...(await parts[name]({ options, progress: (line) => console.error(`  ${line}`) })));
  }
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
