import { cpus, loadavg } from 'node:os';
import type { PartName } from './options';
import { median } from './stats';

type Unit = 'req/s' | 'ms' | 's' | 'x' | '%' | 'kB' | 'count';

/** One measured number. */
export interface Figure {
  label: string;
  value: number;
  unit: Unit;
}

/** A target from the issue and whether this run reached it. */
export interface Check {
  target: string;
  met: boolean;
}

/** One line of the report: what was measured, its figures and the targets that apply. */
export interface Row {
  part: PartName;
  item: string;
  figures: Figure[];
  checks: Check[];
}

export const row = (
  part: PartName,
  item: string,
  figures: Figure[],
  checks: Check[] = [],
): Row => ({
  part,
  item,
  figures,
  checks,
});

const DIGITS: Record<Unit, number> = { 'req/s': 0, ms: 1, s: 2, x: 2, '%': 0, kB: 1, count: 0 };

function formatFigure({ label, value, unit }: Figure): string {
  const number = value.toLocaleString('en-US', {
    minimumFractionDigits: DIGITS[unit],
    maximumFractionDigits: DIGITS[unit],
  });
  const suffix = unit === 'count' ? '' : unit === '%' || unit === 'x' ? unit : ` ${unit}`;
  return `${label} ${number}${suffix}`;
}

const figuresText = (r: Row) => r.figures.map(formatFigure).join(' · ');
const checksText = (r: Row) =>
  r.checks.map((c) => `${c.met ? 'MET' : 'MISSED'}: ${c.target}`).join('; ');

/** The one table the bench prints. */
export function textTable(rows: readonly Row[]): string {
  const lines = rows.map((r) => [r.part, r.item, figuresText(r), checksText(r)]);
  const header = ['Part', 'Item', 'Figures', 'Targets'];
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ');
  return [format(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...lines.map(format)].join(
    '\n',
  );
}

export function markdownTable(rows: readonly Row[]): string {
  const escape = (text: string) => text.replace(/\|/g, '\\|');
  return [
    FIGURES_HEADER,
    '| --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.part} | ${escape(r.item)} | ${escape(figuresText(r))} | ${escape(checksText(r))} |`,
    ),
  ].join('\n');
}

const RUNS_HEADER = '| Part | Written by | On | Machine |';
const FIGURES_HEADER = '| Part | Item | Figures | Targets |';

/** The body lines of the table under `header` in a previous report, by their first cell (the part). */
export function previousLines(text: string, header: string): Map<string, string[]> {
  const lines = text.split('\n');
  const byPart = new Map<string, string[]>();
  const start = lines.indexOf(header);
  if (start < 0) return byPart;
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const part = line.split('|')[1]?.trim() ?? '';
    byPart.set(part, [...(byPart.get(part) ?? []), line]);
  }
  return byPart;
}

export interface RunInfo {
  command: string;
  at: string;
  seconds: number;
  machine: Machine;
}

/**
 * The two tables of BENCHMARKS.md: which run wrote each part, and the figures. A run of some
 * parts (`--only weight`) replaces their lines and keeps the other parts' lines of `previous`,
 * so the report always shows every part's latest figures and where they came from.
 */
export function reportTables(
  previous: string,
  rows: readonly Row[],
  parts: readonly PartName[],
  order: readonly PartName[],
  run: RunInfo,
  /**
   * A run of some of a part's items (`--scenarios`): the part keeps its other items' figures and
   * its earlier runs, the run's line added to them.
   */
  someItems = false,
): string {
  const load = run.machine.load;
  const runLine = (part: PartName) =>
    `| ${part} | \`${run.command}\` (${Math.round(run.seconds)} s) | ${run.at} | ` +
    `${run.machine.cpu}, Node ${run.machine.node}, load ${load.min.toFixed(2)}–` +
    `${load.max.toFixed(2)} (median ${load.median.toFixed(2)}) |`;
  const oldRuns = previousLines(previous, RUNS_HEADER);
  const oldFigures = previousLines(previous, FIGURES_HEADER);
  const newFigures = markdownTable(rows).split('\n').slice(2);
  const partOf = (line: string) => line.split('|')[1]?.trim();
  const itemOf = (line: string) => line.split('|')[2]?.trim();
  const runs: string[] = [];
  const figures: string[] = [];
  for (const part of order) {
    if (parts.includes(part)) {
      const measured = newFigures.filter((line) => partOf(line) === part);
      if (someItems) {
        const fresh = new Map(measured.map((line) => [itemOf(line), line]));
        const kept = (oldFigures.get(part) ?? []).map((line) => fresh.get(itemOf(line)) ?? line);
        runs.push(...(oldRuns.get(part) ?? []), runLine(part));
        figures.push(...kept, ...measured.filter((line) => !kept.includes(line)));
      } else {
        runs.push(runLine(part));
        figures.push(...measured);
      }
    } else {
      runs.push(...(oldRuns.get(part) ?? []));
      figures.push(...(oldFigures.get(part) ?? []));
    }
  }
  return [
    RUNS_HEADER,
    '| --- | --- | --- | --- |',
    ...runs,
    '',
    'Figures are medians over several runs after a warm-up; ratios are taken within the same ' +
      'round, side by side. 1 kB = 1,000 bytes.',
    '',
    FIGURES_HEADER,
    '| --- | --- | --- | --- |',
    ...figures,
  ].join('\n');
}

/** Which figures smoke mode finds missing or not a number. */
export function missingFigures(rows: readonly Row[], parts: readonly PartName[]): string[] {
  const problems = parts
    .filter((part) => !rows.some((r) => r.part === part))
    .map((part) => `${part}: no row at all`);
  for (const r of rows) {
    if (r.figures.length === 0) problems.push(`${r.part} / ${r.item}: no figure`);
    for (const figure of r.figures) {
      if (!Number.isFinite(figure.value)) problems.push(`${r.part} / ${r.item} / ${figure.label}`);
    }
  }
  return problems;
}

/** The machine, sampled while the bench runs: these machines are shared, so the load matters. */
export function startMachineSampler() {
  const samples: number[] = [loadavg()[0]!];
  const timer = setInterval(() => samples.push(loadavg()[0]!), 2_000);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      samples.push(loadavg()[0]!);
      return {
        cpu: `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}`,
        node: process.version,
        load: {
          min: Math.min(...samples),
          median: median(samples),
          max: Math.max(...samples),
        },
      };
    },
  };
}
export type Machine = ReturnType<ReturnType<typeof startMachineSampler>['stop']>;
