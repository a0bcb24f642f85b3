import { resolve } from 'node:path';

export const PARTS = [
  'api',
  'scale',
  'concurrency',
  'weight',
  'browser',
  'startup',
  'durability',
  'cluster',
  'import',
] as const;
export type PartName = (typeof PARTS)[number];

export interface BenchOptions {
  /** Tiny durations and sizes, one run: proves every part still produces its figures. */
  smoke: boolean;
  /** `--list-reads`: the api and scale parts measure the ceiling and the list reads only. */
  listReadsOnly: boolean;
  /** `--scenarios <text>`: the api and scale parts measure the ceiling and the scenarios whose name holds it. */
  scenarioFilter: string | undefined;
  parts: PartName[];
  /** The build the parts start and weigh (`npm run build` writes dist/). */
  dist: string;
  /** PostgreSQL server the api and scale parts also run on, when set. */
  postgresUrl: string | undefined;
  /** The exact command line, for the report. */
  command: string;
}

/** The word after `flag`, when the flag is given. */
const valueOf = (argv: readonly string[], flag: string) => {
  const index = argv.indexOf(flag);
  return index >= 0 ? argv[index + 1] : undefined;
};

/** `--smoke`, `--only api,weight`, `--list-reads`, `--scenarios Diagnosticos`; BENCH_DIST and BENCH_DATABASE_URL from the environment. */
export function parseOptions(argv: readonly string[], env = process.env): BenchOptions {
  const smoke = argv.includes('--smoke');
  const only = valueOf(argv, '--only');
  const parts = only ? only.split(',').map((part) => part.trim()) : [...PARTS];
  const unknown = parts.filter((part) => !(PARTS as readonly string[]).includes(part));
  if (unknown.length > 0) {
    throw new Error(`Unknown part(s) ${unknown.join(', ')}: choose from ${PARTS.join(', ')}`);
  }
  return {
    smoke,
    listReadsOnly: argv.includes('--list-reads'),
    scenarioFilter: valueOf(argv, '--scenarios'),
    parts: parts as PartName[],
    dist: resolve(env.BENCH_DIST ?? 'dist'),
    postgresUrl: env.BENCH_DATABASE_URL || undefined,
    command: [
      ...(env.BENCH_DATABASE_URL ? ['BENCH_DATABASE_URL=…'] : []),
      ...(env.BENCH_DIST ? [`BENCH_DIST=${env.BENCH_DIST}`] : []),
      'npm run bench',
      ...(argv.length > 0 ? ['--', ...argv] : []),
    ].join(' '),
  };
}
