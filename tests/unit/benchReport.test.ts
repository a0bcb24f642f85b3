import { describe, expect, it } from 'vitest';
import { PARTS } from '../../bench/lib/options';
import { type Machine, previousLines, reportTables, row } from '../../bench/lib/report';

const machine: Machine = {
  cpu: '2 × CPU',
  node: 'v24.21.0',
  load: { min: 1, max: 3, median: 2 },
};
const run = (command: string, at: string) => ({ command, at, seconds: 10, machine });
const ms = (value: number) => [{ label: 'p99', value, unit: 'ms' as const }];

describe('BENCHMARKS.md', () => {
  const full = reportTables(
    '',
    [row('api', 'GET /a', ms(5)), row('weight', '/Inicio', ms(300))],
    ['api', 'weight'],
    PARTS,
    run('npm run bench', '2026-01-01'),
  );

  it('names the run that wrote each part', () => {
    expect([...previousLines(full, '| Part | Written by | On | Machine |').keys()]).toEqual([
      'api',
      'weight',
    ]);
    expect(full).toContain('| api | `npm run bench` (10 s) | 2026-01-01 |');
  });

  it('keeps the figures of the parts a partial run does not measure', () => {
    const partial = reportTables(
      full,
      [row('weight', '/Inicio', ms(290))],
      ['weight'],
      PARTS,
      run('npm run bench -- --only weight', '2026-02-02'),
    );
    const figures = previousLines(partial, '| Part | Item | Figures | Targets |');
    expect(figures.get('api')).toEqual(
      previousLines(full, '| Part | Item | Figures | Targets |').get('api'),
    );
    expect(figures.get('weight')?.join()).toContain('290');
    expect(figures.get('weight')?.join()).not.toContain('300');
    expect(partial).toContain('| api | `npm run bench` (10 s) | 2026-01-01 |');
    expect(partial).toContain('| weight | `npm run bench -- --only weight` (10 s) | 2026-02-02 |');
  });
});
