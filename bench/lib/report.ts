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
    '| Part | Item | Figures | Targets |',
    '| --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.part} | ${escape(r.item)} | ${escape(figuresText(r))} | ${escape(checksText(r))} |`,
    ),
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
