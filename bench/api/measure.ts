import autocannon from 'autocannon';
import { median, sum } from '../lib/stats';
import type { RunningServer } from '../lib/server';
import { type BenchSession, openSession } from './auth';
import type { PreparedScenario, Scenario } from './scenarios';

export interface LoadSettings {
  connections: number;
  warmupSeconds: number;
  runSeconds: number;
  rounds: number;
  /** How often autocannon counts the requests: a run ends on a count, so never sooner than this. */
  sampleMs: number;
}

/** The smoke runs a fifth of a second each: it proves the figures come, not what they are. */
export const loadSettings = (smoke: boolean): LoadSettings =>
  smoke
    ? { connections: 5, warmupSeconds: 0, runSeconds: 0.2, rounds: 1, sampleMs: 100 }
    : { connections: 50, warmupSeconds: 3, runSeconds: 5, rounds: 3, sampleMs: 1_000 };

/** A server the scenarios run against, with a session for each user and what they prepared. */
export interface LoadTarget {
  label: string;
  server: RunningServer;
  sessions: Map<string, BenchSession>;
  /** By scenario name, for the scenarios with a `prepare`. */
  prepared: Map<string, PreparedScenario>;
}

export async function loadTarget(
  label: string,
  server: RunningServer,
  list: readonly Scenario[],
): Promise<LoadTarget> {
  const sessions = new Map<string, BenchSession>();
  const session = async (user: string) => {
    if (!sessions.has(user)) sessions.set(user, await openSession(server, user));
    return sessions.get(user)!;
  };
  for (const user of new Set(list.map((s) => s.user))) {
    if (user) await session(user);
  }
  const prepared = new Map<string, PreparedScenario>();
  for (const scenario of list) {
    if (scenario.prepare) prepared.set(scenario.name, await scenario.prepare({ server, session }));
  }
  return { label, server, sessions, prepared };
}

interface Sample {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  responses: number;
  /** Bytes read per response, headers included (0 when nothing answered). */
  responseBytes: number;
}

/** Medians over the rounds; `ratio` is requests/s over the ceiling's in the same round. */
export interface Summary {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** Responses over all rounds: latencies are of these; with none, a run's p50/p99 is its length. */
  responses: number;
  /**
   * kB a response, headers included: a read that grows with the data may only be answering a
   * fuller page (the demo seed fills few pages), which this tells apart from a slower query.
   */
  responseKb: number;
  ratio: number;
}

/**
 * Sends a scenario's `beside` requests until stopped; `stop` fails unless every answer had the
 * status they expect (else the figure measures something else).
 */
function startBeside(target: LoadTarget, beside: NonNullable<Scenario['beside']>) {
  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: `${target.server.baseUrl}${beside.path}`,
        method: beside.method,
        headers: beside.headers,
        body: beside.body,
        connections: beside.connections,
        // Far past any run: stopped when the measured run ends.
        duration: 3_600,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  return {
    async stop() {
      instance?.stop();
      const statuses = Object.keys((await done).statusCodeStats ?? {});
      if (statuses.length === 0 || statuses.some((code) => Number(code) !== beside.status))
        throw new Error(`${beside.path} answered beside: ${statuses.join(', ') || 'nothing'}`);
    },
  };
}

async function fire(
  target: LoadTarget,
  scenario: Scenario,
  seconds: number,
  { connections, sampleMs }: LoadSettings,
) {
  const headers: Record<string, string> = {};
  if (scenario.user) {
    headers.authorization = `Bearer ${await target.sessions.get(scenario.user)!.token()}`;
  }
  if (scenario.body !== undefined) headers['content-type'] = 'application/json';
  // A prepared scenario's requests are sent in turn by every connection (their headers replace
  // these defaults).
  const prepared = await target.prepared.get(scenario.name)?.requests();
  const beside = scenario.beside && startBeside(target, scenario.beside);
  const result = await autocannon({
    url: `${target.server.baseUrl}${scenario.path}`,
    method: scenario.method,
    headers,
    ...(scenario.body !== undefined ? { body: JSON.stringify(scenario.body) } : {}),
    ...(prepared ? { requests: prepared } : {}),
    connections,
    duration: seconds,
    sampleInt: sampleMs,
  });
  await beside?.stop();
  // Requests still queued when the run stopped would slow the next one: wait until the server
  // answers a bare route again (its event loop has worked through them) and, for a signed-in
  // scenario, a call that queues behind them for a database connection.
  await (await fetch(`${target.server.baseUrl}/api/health`)).arrayBuffer();
  if (scenario.user) await target.sessions.get(scenario.user)!.token();
  // Nothing answered within the run: every request took at least the run's length.
  const unanswered = result.requests.total === 0 ? seconds * 1000 : null;
  return {
    // autocannon's average is of its counts, one every sampleMs.
    requestsPerSecond: (result.requests.average * 1_000) / sampleMs,
    p50: unanswered ?? result.latency.p50,
    p99: unanswered ?? result.latency.p99,
    errors: result.errors + result.non2xx,
    responses: result.requests.total,
    responseBytes: result.requests.total ? result.throughput.total / result.requests.total : 0,
  } satisfies Sample;
}

/**
 * Warm-up, then `rounds` rounds in which every target runs every scenario in turn, so the ratios
 * (to the first scenario, the ceiling, and between targets) are taken side by side on a noisy
 * machine; each figure is the median over the rounds.
 */
export async function measure(
  targets: readonly LoadTarget[],
  list: readonly Scenario[],
  settings: LoadSettings,
  progress: (line: string) => void,
): Promise<Map<string, Map<string, Summary>>> {
  if (settings.warmupSeconds > 0) {
    for (const target of targets) {
      for (const scenario of list) {
        await fire(target, scenario, settings.warmupSeconds, settings);
      }
    }
  }
  const samples = new Map<string, Map<string, (Sample & { ratio: number })[]>>(
    targets.map((t) => [t.label, new Map(list.map((s) => [s.name, []]))]),
  );
  for (let round = 1; round <= settings.rounds; round++) {
    for (const target of targets) {
      let ceiling = Number.NaN;
      for (const [index, scenario] of list.entries()) {
        const sample = await fire(target, scenario, settings.runSeconds, settings);
        if (index === 0) ceiling = sample.requestsPerSecond;
        samples
          .get(target.label)!
          .get(scenario.name)!
          .push({ ...sample, ratio: sample.requestsPerSecond / ceiling });
        progress(
          `round ${round}/${settings.rounds} ${target.label} ${scenario.name}: ` +
            `${Math.round(sample.requestsPerSecond)} req/s, p99 ${sample.p99} ms`,
        );
      }
    }
  }
  return new Map(
    [...samples].map(([label, byScenario]) => [
      label,
      new Map(
        [...byScenario].map(([name, runs]) => [
          name,
          {
            requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
            p50: median(runs.map((r) => r.p50)),
            p99: median(runs.map((r) => r.p99)),
            errors: sum(runs.map((r) => r.errors)),
            responses: sum(runs.map((r) => r.responses)),
            responseKb: median(runs.map((r) => r.responseBytes)) / 1000,
            ratio: median(runs.map((r) => r.ratio)),
          },
        ]),
      ),
    ]),
  );
}
