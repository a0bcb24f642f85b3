import fc from 'fast-check';
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateToken } from '../../contracts/dateToken';
import { INPUT_LIMITS } from '../../server/http/inputLimits';
import { createTestApp, PNG, type TestApp, testDatabase } from './helpers';

/**
 * Malformed requests to every route of the OpenAPI document, as anonymous, an ordinary employee
 * and the administrator (SCIM's, at /scim/v2: as anonymous and a provisioning client with its
 * bearer token, SCIM_TOKEN): no answer may be a 5xx and a refused write may leave no row behind.
 * `npm test` runs a smoke (FUZZ_RUNS_PER_ROUTE small); `npm run fuzz` runs thousands of requests
 * per database. The seed is fixed so a failure replays. Whether hostile input holds the server up
 * for others is a figure of `npm run bench`, not a clock here (record 0360); the run prints the
 * request that took the most CPU, for a reader looking for one.
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS_PER_ROUTE ?? 3);
const SEED = Number(process.env.FUZZ_SEED ?? 20_240_611);

const CALLERS = [undefined, 'employee', 'admin'] as const;
/** SCIM's routes answer provisioning clients only: an employee's token is refused at once. */
const SCIM_CALLERS = [undefined, 'scim'] as const;
type Caller = (typeof CALLERS)[number] | (typeof SCIM_CALLERS)[number];
/** The provisioning client's bearer token (SCIM_TOKEN: at least 32 characters). */
const SCIM_TOKEN = 'fuzz-provisioning-client-token-0123456789';
const isScim = (operation: Operation) => operation.path.startsWith('/scim/');

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}
interface Operation {
  method: HTTPMethods;
  /** The route pattern with `{name}` parameters. */
  path: string;
  pathParams: string[];
  query: string[];
  /** Top-level fields of a JSON body, when the route documents one. */
  body?: string[];
  /** Those of them that are lists: they also get items of every wrong shape. */
  lists?: string[];
  multipart: boolean;
  /** The function key the route asks for (payroll, certificates): sent, so its input is reached. */
  functionKey?: string;
  /** Where the route takes the client date-token: today's is sent where the fuzz left none. */
  dateToken?: 'query' | 'body' | 'params';
}

const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  '__defineGetter__',
  'toLocaleString',
];

/** Field names of the multipart forms (their contracts are read by readMultipart, not documented). */
const MULTIPART_FIELDS = [
  'Name',
  'Active',
  'Order',
  'Title',
  'Description',
  'Link',
  'name',
  'description',
  'quantity',
  'stockQuantity',
  'unitPrice',
  'EstimatedPrice',
  'maxLimitPerPerson',
  'campaign',
  'IdBenefit',
  'idBenefits',
  'latitude',
  'longitude',
  'provinceCode',
  'SourceURL',
  'benefitLinks',
  'mapping',
  'skipRefused',
  'file',
];

const nest = (depth: number): unknown => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = level % 2 ? { a: value } : [value];
  return value;
};

/** Values no contract should accept as they are, and some it should. */
const scalar = fc.oneof(
  fc.constantFrom<unknown>(
    2 ** 31,
    2 ** 31 - 1,
    2 ** 53 + 2,
    -1,
    0,
    1,
    1.5,
    1e308,
    -1e308,
    '1e308',
    '2147483648',
    '-2147483649',
    '9007199254740993',
    'NaN',
    'Infinity',
    '-Infinity',
    '0x1f',
    '1,5',
    '',
    ' ',
    'true',
    'null',
    null,
    true,
    false,
    '\u0000',
    'a\u0000b',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '../../etc/passwd',
    "'; drop table employees; --",
    '2024-02-30',
    '{"a":1}',
    '["ASC","id"]',
    '<script>alert(1)</script>',
    '%00',
    '\uD800',
  ),
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.double(),
);

/** A nasty value; `huge` is the long string (a URL is capped at 16 KB by Node before routing). */
const valueOf = (huge: string, deepest: number): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 6, arbitrary: scalar },
    { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...PROTOTYPE_KEYS, 'a'), scalar) },
    { weight: 1, arbitrary: fc.constant(huge) },
    { weight: 1, arbitrary: fc.integer({ min: 17, max: deepest }).map(nest) },
  );
const value = valueOf('x'.repeat(INPUT_LIMITS.maxStringLength + 1), 3_000);
const urlValue = valueOf('x'.repeat(8_000), 300);

/** A path segment percent-encoded; a lone surrogate is sent as the bytes Node makes of it. */
const encodeSegment = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));
  }
};

const queryText = (item: unknown) => (typeof item === 'string' ? item : JSON.stringify(item));

/** A list item of the wrong shape: null, a nested list, an object, a lone value. */
const wrongItem = fc.oneof(
  scalar,
  fc.constant(null),
  fc.array(scalar, { maxLength: 2 }),
  fc.dictionary(fc.constantFrom('id', 'a', ...PROTOTYPE_KEYS), scalar, { maxKeys: 2 }),
);
const wrongList = fc.array(wrongItem, { minLength: 1, maxLength: 3 });

/**
 * The fields the admin lists' JSON filters know (contracts/restQuery.ts and the lists'
 * contracts), each with a value of the wrong shape: `filter={"q":[1]}`.
 */
const FILTER_KEYS = ['q', 'id', 'active', 'year', 'from', 'to', 'status', 'role', 'employeeId'];
const wrongFilter = fc
  .dictionary(fc.constantFrom(...FILTER_KEYS), fc.oneof(wrongItem, wrongList), {
    minKeys: 1,
    maxKeys: 3,
  })
  .map((filter) => JSON.stringify(filter));

/**
 * Each documented name with a nasty value (`special` ones with theirs too), some left out, a
 * prototype-named key or two added.
 */
const fieldsOf = (
  names: readonly string[],
  values = value,
  special: Record<string, fc.Arbitrary<unknown>> = {},
) =>
  fc
    .tuple(
      fc.record(
        Object.fromEntries(
          names.map((name) => [name, special[name] ? fc.oneof(values, special[name]) : values]),
        ),
        { requiredKeys: [] },
      ),
      fc.dictionary(fc.constantFrom(...PROTOTYPE_KEYS), scalar, { maxKeys: 2 }),
    )
    .map(([documented, extra]) => ({ ...documented, ...extra }) as Record<string, unknown>);

/** A JSON body: the documented fields gone wrong, or the whole body of the wrong shape. */
const jsonBody = (names: readonly string[], lists: readonly string[] = []) =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fieldsOf(
        names,
        value,
        Object.fromEntries(lists.map((name) => [name, wrongList])),
      ).map((fields) => JSON.stringify(fields)),
    },
    { weight: 1, arbitrary: value.map((whole) => JSON.stringify(whole) ?? 'null') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{"a":',
        '[1,2',
        '',
        '{"__proto__":{"x":1}}',
        '{"constructor":{"prototype":{"x":1}}}',
        `[${'1,'.repeat(INPUT_LIMITS.maxKeys + 1)}1]`,
        '['.repeat(200_000) + ']'.repeat(200_000),
      ),
    },
  );

const BOUNDARY = 'fuzzboundary';
const part = (name: string, content: string | Buffer, filename?: string) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"` +
        (filename ? `; filename="${filename}"\r\nContent-Type: image/png` : '') +
        '\r\n\r\n',
    ),
    Buffer.from(content),
    Buffer.from('\r\n'),
  ]);
const multipartOf = (parts: Buffer[], end = true) =>
  Buffer.concat([...parts, Buffer.from(end ? `--${BOUNDARY}--\r\n` : '')]);

interface Payload {
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** A multipart body: nasty fields, repeated or too many parts, files, or a broken body. */
const multipartBody: fc.Arbitrary<Payload> = fc.oneof(
  {
    weight: 4,
    arbitrary: fieldsOf(MULTIPART_FIELDS).map((fields) => ({
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipartOf(
        Object.entries(fields).map(([name, item]) =>
          name === 'file' ? part(name, PNG, 'a.png') : part(name, queryText(item)),
        ),
      ),
    })),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Payload>(
      {
        headers: { 'content-type': 'multipart/form-data' },
        payload: multipartOf([part('a', 'b')]),
      },
      {
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: multipartOf([part('Name', 'abc'), part('file', PNG, 'a.png')], false).subarray(
          0,
          150,
        ),
      },
      {
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: 'garbage without any boundary',
      },
      {
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: multipartOf(Array.from({ length: 60 }, (_, index) => part(`f${index}`, 'x'))),
      },
      {
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: multipartOf(Array.from({ length: 8 }, () => part('file', PNG, 'a.png'))),
      },
      {
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: multipartOf([part('Name', 'a'), part('Name', 'b')]),
      },
      { headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload: '' },
    ),
  },
);

function operationsOf(document: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = (operation.parameters ?? []) as { in: string; name: string }[];
      const content = (
        operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> }
      )?.content;
      const bodySchema = content?.['application/json']?.schema;
      operations.push({
        method: method.toUpperCase() as HTTPMethods,
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        ...(bodySchema
          ? {
              body: Object.keys(bodySchema.properties ?? {}),
              lists: Object.entries(bodySchema.properties ?? {})
                .filter(([, field]) => ([] as string[]).concat(field.type ?? []).includes('array'))
                .map(([name]) => name),
            }
          : {}),
        multipart: false,
      });
    }
  }
  return operations;
}

/** A JSON object body without a `token` gets today's, so the checks after the token are reached. */
function withTodayToken(text: string): string {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || 'token' in parsed)
      return text;
    return JSON.stringify({ ...parsed, token: todayToken });
  } catch {
    return text;
  }
}

/** One request for an operation: the path, the query and the body each valid-ish or broken. */
function requestFor(operation: Operation) {
  const params = fc.record(
    Object.fromEntries(
      operation.pathParams.map((name) => [
        name,
        // A token in the path gets today's, so the checks after it are reached.
        operation.dateToken === 'params' && name === 'token'
          ? fc.constant(todayToken)
          : fc.oneof(fc.constant('1'), value.map(queryText)),
      ]),
    ),
  );
  const query = fieldsOf(operation.query, urlValue, { filter: wrongFilter });
  const body: fc.Arbitrary<Payload | undefined> = operation.multipart
    ? fc.oneof(
        multipartBody,
        jsonBody(MULTIPART_FIELDS).map((text) => jsonPayload(text)),
      )
    : operation.body
      ? jsonBody(operation.body, operation.lists)
          .map((text) => (operation.dateToken === 'body' ? withTodayToken(text) : text))
          // SCIM's clients send its own media type.
          .map((text) => jsonPayload(text, isScim(operation) ? 'application/scim+json' : undefined))
      : fc.option(
          jsonBody(['id', 'a']).map((text) => jsonPayload(text)),
          { nil: undefined },
        );
  return fc.record({ params, query, body });
}

const jsonPayload = (text: string, type = 'application/json'): Payload => ({
  headers: { 'content-type': type },
  payload: text,
});

function urlOf(
  operation: Operation,
  params: Record<string, string>,
  query: Record<string, unknown>,
) {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeSegment(params[name] ?? '1'),
  );
  const search = new URLSearchParams();
  for (const [name, item] of Object.entries(query)) {
    // A list becomes the parameter repeated, as a browser or curl sends it.
    if (Array.isArray(item)) for (const entry of item) search.append(name, queryText(entry));
    else search.append(name, queryText(item));
  }
  if (operation.functionKey) search.append('code', operation.functionKey);
  if (operation.dateToken === 'query' && !search.has('token')) search.append('token', todayToken);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

let t: TestApp;
let todayToken: string;
let operations: Operation[];
let tables: string[];
const tokens = new Map<string, { token: string; at: number }>();

/** Signs the callers in again before their API tokens (5 minutes) run out in a long run. */
async function renewTokens(): Promise<void> {
  for (const caller of CALLERS) {
    if (!caller || Date.now() - (tokens.get(caller)?.at ?? 0) < 120_000) continue;
    tokens.set(caller, { token: (await t.signIn(caller, { force: true })).token, at: Date.now() });
  }
}
const statuses = new Map<number, number>();
/** The statuses SCIM's routes answered the provisioning client. */
const scimStatuses = new Set<number>();
let requests = 0;
let slowest = { took: 0, what: '' };
let maxCpu = { ms: 0, what: '' };

/**
 * Row counts of every table, in one query, sorted. On PostgreSQL without parallel workers: a
 * `union all` of small counts would start some for each call, which costs more than the counts.
 */
async function rowCounts(): Promise<string> {
  const counts = await t.db.transaction().execute(async (trx) => {
    if (testDatabase === 'postgres')
      await sql`set local max_parallel_workers_per_gather = 0`.execute(trx);
    return sql<{ name: string; n: number | string }>`${sql.join(
      tables.map((table) => sql`select ${table} as name, count(*) as n from ${sql.table(table)}`),
      sql` union all `,
    )}`.execute(trx);
  });
  return counts.rows
    .map((row) => `${row.name}=${row.n}`)
    .sort()
    .join(',');
}

/** Row counts (rowCounts) without the audit trail's, when `audited`. */
const withoutAudit = (counts: string, audited: boolean) =>
  audited
    ? counts
        .split(',')
        .filter((count) => !count.startsWith('audit_log='))
        .join(',')
    : counts;

async function send(
  operation: Operation,
  caller: Caller,
  request: { params: Record<string, string>; query: Record<string, unknown>; body?: Payload },
): Promise<LightMyRequestResponse> {
  requests++;
  const started = performance.now();
  const cpu = process.cpuUsage();
  const response = await t.app.inject({
    method: operation.method,
    url: urlOf(operation, request.params, request.query),
    headers: {
      ...(request.body?.headers ?? {}),
      ...(caller ? { authorization: `Bearer ${tokens.get(caller)?.token}` } : {}),
    },
    ...(request.body?.payload !== undefined ? { payload: request.body.payload } : {}),
  });
  const took = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  if (cpuMs > maxCpu.ms) maxCpu = { ms: cpuMs, what: `${operation.method} ${operation.path}` };
  if (took > slowest.took)
    slowest = {
      took,
      what: `${operation.method} ${urlOf(operation, request.params, request.query)}`.slice(0, 160),
    };
  return response;
}

beforeAll(async () => {
  t = await createTestApp({ collectRoutes: true, env: { SCIM_TOKEN: `fuzz:${SCIM_TOKEN}` } });
  const multipartRoutes = new Set(
    t.routes
      .filter((route) =>
        (route.schema?.consumes as string[] | undefined)?.includes('multipart/form-data'),
      )
      .flatMap((route) => ([] as string[]).concat(route.method).map((m) => `${m} ${route.url}`)),
  );
  const functionKeys = new Map<string, string>(
    t.routes.flatMap((route) => {
      const family = route.config?.functionKey;
      return family
        ? ([] as string[])
            .concat(route.method)
            .map((m) => [`${m} ${route.url}`, t.config.functionKeys[family]] as const)
        : [];
    }),
  );
  const dateTokens = new Map<string, 'query' | 'body' | 'params'>(
    t.routes.flatMap((route) => {
      const place = route.config?.dateToken;
      return place
        ? ([] as string[]).concat(route.method).map((m) => [`${m} ${route.url}`, place] as const)
        : [];
    }),
  );
  todayToken = await dateToken(t.config.clientTokenPhrase);
  operations = operationsOf(t.app.swagger() as unknown as Parameters<typeof operationsOf>[0])
    .filter((operation) => operation.path.startsWith('/api/') || isScim(operation))
    .map((operation) => {
      const route = `${operation.method} ${operation.path.replace(/\{([^}]+)\}/g, ':$1')}`;
      return {
        ...operation,
        multipart: multipartRoutes.has(route),
        functionKey: functionKeys.get(route),
        dateToken: dateTokens.get(route),
      };
    })
    // SCIM's last: its DELETE deactivates an employee, who may be one of the callers.
    .sort((a, b) => Number(isScim(a)) - Number(isScim(b)));
  tables = (await t.db.introspection.getTables())
    .map((table) => table.name)
    .filter((name) => !name.startsWith('kysely_'))
    .sort();
  await renewTokens();
  tokens.set('scim', { token: SCIM_TOKEN, at: Date.now() });
}, 60_000);

afterAll(async () => {
  console.info(
    `fuzz ${testDatabase}: ${requests} requests over ${operations?.length} operations, ` +
      `statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}; most CPU for one ` +
      `request ${maxCpu.ms.toFixed(0)} ms (${maxCpu.what}); slowest request ${slowest.took.toFixed(0)} ms (${slowest.what})`,
  );
  await t?.close();
});

describe(`malformed requests (${testDatabase})`, () => {
  it('finds the documented routes, multipart ones included', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.filter((operation) => operation.multipart).length).toBeGreaterThanOrEqual(19);
    // SCIM 2.0's: the users and the discovery documents.
    expect(operations.filter(isScim).length).toBeGreaterThanOrEqual(11);
  });

  it('never answer 5xx, and a refused write leaves every table as it was', async () => {
    const failures: string[] = [];
    for (const [index, operation] of operations.entries()) {
      await renewTokens();
      for (const caller of isScim(operation) ? SCIM_CALLERS : CALLERS) {
        // Signing out would end the session the rest of the run uses.
        if (caller && operation.method === 'DELETE' && operation.path === '/api/main/Authenticate')
          continue;
        await fc
          .assert(
            fc.asyncProperty(requestFor(operation), async (request) => {
              const writes = operation.method !== 'GET';
              const before = writes ? await rowCounts() : '';
              const response = await send(operation, caller, request);
              statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
              if (caller === 'scim') scimStatuses.add(response.statusCode);
              const where = `${operation.method} ${operation.path} as ${caller ?? 'anonymous'}`;
              if (response.statusCode >= 500) {
                failures.push(`${where} → ${response.statusCode} ${response.body.slice(0, 200)}`);
                return false;
              }
              if (writes && response.statusCode >= 400) {
                // SCIM audits a refused token (who tried, from where): that row is its answer.
                const audited = isScim(operation) && response.statusCode === 401;
                const after = await rowCounts();
                if (withoutAudit(after, audited) !== withoutAudit(before, audited)) {
                  failures.push(`${where} → ${response.statusCode} but rows changed`);
                  return false;
                }
              }
              return true;
            }),
            { seed: SEED + index, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
          )
          .catch((error: unknown) => {
            failures.push(String(error).slice(0, 800));
          });
      }
    }
    expect(failures).toEqual([]);
    // The provisioning client's token was taken: its requests reached SCIM's checks.
    expect([...scimStatuses].filter((status) => status !== 401)).not.toEqual([]);
  }, 600_000);

  it('refuses a flood of deeply nested bodies on the public refresh route, naming the body', async () => {
    const body = '['.repeat(400_000) + ']'.repeat(400_000);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/main/authenticate/refresh',
          headers: { 'content-type': 'application/json' },
          payload: body,
        }),
      ),
    );
    requests += answers.length;
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors).toEqual({
        body: expect.stringContaining(`${INPUT_LIMITS.maxDepth}`),
      });
    }
  });
});
