import { describe, expect, it } from 'vitest';
import { PARTS } from '../../bench/lib/options';
import { measuredScenarios, reportedScenarios } from '../../bench/api/scenarios';
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

  it('replaces only the items a run of some scenarios measured, and adds its run to the part', () => {
    const twoItems = reportTables(
      '',
      [row('api', 'GET /a', ms(5)), row('api', 'GET /b', ms(7))],
      ['api'],
      PARTS,
      run('npm run bench', '2026-01-01'),
    );
    const some = reportTables(
      twoItems,
      [row('api', 'GET /b', ms(9)), row('api', 'GET /c', ms(11))],
      ['api'],
      PARTS,
      run('npm run bench -- --only api --scenarios b', '2026-03-03'),
      true,
    );
    const figures = previousLines(some, '| Part | Item | Figures | Targets |').get('api')!;
    expect(figures.map((line) => line.split('|')[2]?.trim())).toEqual([
      'GET /a',
      'GET /b',
      'GET /c',
    ]);
    expect(figures.join()).toContain('9');
    expect(figures.join()).not.toContain('p99 7');
    expect(some).toContain('| api | `npm run bench` (10 s) | 2026-01-01 |');
    expect(some).toContain(
      '| api | `npm run bench -- --only api --scenarios b` (10 s) | 2026-03-03 |',
    );
  });

  it('keeps the ceiling of the run that measured everything when a run of some items measured it only for their ratios', () => {
    const names = (list: readonly { name: string; target: string }[]) =>
      list.filter(({ target }) => target === 'ceiling').map(({ name }) => name);
    const some = { listReadsOnly: false, scenarioFilter: 'diagnos' };
    expect(names(measuredScenarios(some))).toEqual(['health (ceiling)']);
    expect(names(reportedScenarios(some))).toEqual([]);
    expect(reportedScenarios(some).map(({ name }) => name)).toEqual(
      measuredScenarios(some)
        .map(({ name }) => name)
        .filter((name) => name.includes('diagnos')),
    );
    // Named, or every scenario measured: its row is written.
    expect(names(reportedScenarios({ listReadsOnly: false, scenarioFilter: 'CEILING' }))).toEqual([
      'health (ceiling)',
    ]);
    for (const listReadsOnly of [false, true])
      expect(names(reportedScenarios({ listReadsOnly, scenarioFilter: undefined }))).toEqual([
        'health (ceiling)',
      ]);
  });
});
