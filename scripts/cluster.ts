/**
 * Several portal instances on one PostgreSQL behind nginx, no sticky sessions: what a company
 * that outgrows one process runs, on one machine. `npm run cluster` (README: "More than one
 * server") builds the portal and starts it; tests/api/outage/instances.test.ts and the bench's
 * `cluster` part drive `startCluster` directly.
 *
 * Every instance gets the same secrets through the environment (API token key, provider cookie
 * key, provider signing key), as separate machines would; everything else they share lives in
 * PostgreSQL: sessions and refresh tokens, the provider's grants and codes, sign-in throttling,
 * uploads. Instances starting together migrate and seed once (server/db/startupLock.ts).
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { exportJWK, generateKeyPair } from 'jose';
import { untilAnswering } from './lib/processes';

const run = promisify(execFile);

export interface ClusterOptions {
  /** `postgres://…`: the one database of every instance. */
  databaseUrl: string;
  /** How many portal processes. */
  instances: number;
  /** The proxy's port, the address users open. */
  port: number;
  /** The instances' ports: the ones after the proxy's by default. */
  instancePorts?: readonly number[];
  /** Folder of the cluster's secrets, nginx configuration and logs. */
  dir: string;
  /** How an instance starts: the built bundle by default. */
  command?: readonly string[];
  /** Extra environment of every instance. */
  env?: Record<string, string>;
  /** Where the instances' and nginx's lines go (the instances' are prefixed with their name). */
  log?: (line: string) => void;
}

export interface ClusterInstance {
  name: string;
  port: number;
  url: string;
  /** SIGKILL: whatever it was doing is cut, as when its machine dies. */
  kill(): Promise<void>;
}

export interface RunningCluster {
  /** The proxy's address: `PUBLIC_URL` of every instance. */
  url: string;
  instances: ClusterInstance[];
  /** The provider's signing key (JWK as JSON), for tools that sign in without the login page. */
  signingKey: string;
  stop(): Promise<void>;
}

/** The secrets every instance must share, made once and kept in the cluster's folder. */
async function sharedSecrets(dir: string): Promise<Record<string, string>> {
  const file = join(dir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const secrets = {
    API_TOKEN_SECRET: randomBytes(32).toString('base64url'),
    IDP_COOKIE_SECRET: randomBytes(32).toString('base64url'),
    IDP_SIGNING_KEY: JSON.stringify({
      ...(await exportJWK(privateKey)),
      alg: 'RS256',
      use: 'sig',
      kid: `portal-cluster-${Date.now()}`,
    }),
  };
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

/**
 * nginx in front of the instances: round robin, keep-alive to the upstreams, and a request that
 * fails to reach an instance (refused, reset, 502/503 while it starts or dies) tried once more on
 * another, unless it is a write (nginx never resends a POST once it reached an instance: it may
 * have been applied). `X-Upstream` names the instance that answered (diagnostics of this set-up).
 */
export function nginxConfig(dir: string, port: number, upstreams: readonly number[]): string {
  const temp = join(dir, 'nginx-temp');
  return `worker_processes 1;
daemon off;
pid ${join(dir, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  # Above the portal's own upload limit (UPLOAD_MAX_REQUEST_BYTES): the portal says why it refuses.
  client_max_body_size 64m;
  upstream portal {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_buffering off;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'];

function pipeLines(child: ChildProcess, prefix: string, log: (line: string) => void) {
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop()!;
      for (const line of lines) if (line) log(`${prefix} ${line}`);
    });
  }
}

const stopped = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((done) => child.once('exit', () => done()));

/** Signals a child's whole process group (an instance), or the child alone (nginx). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    child.kill(signal);
  }
}

/** Starts the instances (all at once, on an empty database too), then nginx in front of them. */
export async function startCluster({
  databaseUrl,
  instances,
  port,
  instancePorts,
  dir,
  command = [process.execPath, resolve('dist/server/main.js')],
  env = {},
  log = (line) => console.error(line),
}: ClusterOptions): Promise<RunningCluster> {
  const nginx = NGINX.find((path) => existsSync(path));
  if (!nginx) throw new Error('nginx not found: apt-get install -y nginx-light');
  mkdirSync(join(dir, 'nginx-temp'), { recursive: true });
  // nginx's workers drop root: they must reach the temporary folders (the secrets stay 0600).
  chmodSync(dir, 0o755);
  const url = `http://127.0.0.1:${port}`;
  const secrets = await sharedSecrets(dir);
  const ports = instancePorts ?? Array.from({ length: instances }, (_, i) => port + 1 + i);
  const children: ChildProcess[] = [];
  const stopAll = async () => {
    for (const child of children) if (child.exitCode === null) signalGroup(child, 'SIGTERM');
    await Promise.all(children.map(stopped));
  };
  try {
    const started = ports.map((instancePort, i) => {
      const name = `portal-${i + 1}`;
      const child = spawn(command[0]!, command.slice(1), {
        env: {
          ...process.env,
          ...secrets,
          ...env,
          PORT: String(instancePort),
          HOST: '127.0.0.1',
          PUBLIC_URL: url,
          DATABASE_URL: databaseUrl,
          // Only the proxy's X-Forwarded-For is believed: sign-in throttling counts the users'
          // addresses, not the proxy's.
          TRUST_PROXY: '127.0.0.1',
          DATA_DIR: join(dir, name),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        // Its own process group, so that a kill reaches what the command starts (tsx runs the
        // server in a child of its own, which a SIGKILL to tsx would leave running).
        detached: true,
      });
      children.push(child);
      pipeLines(child, `[${name}]`, log);
      return { name, port: instancePort, url: `http://127.0.0.1:${instancePort}`, child };
    });
    await Promise.all(
      started.map((i) => untilAnswering(`${i.url}/api/health`, i.child, { what: i.name })),
    );

    const configFile = join(dir, 'nginx.conf');
    writeFileSync(configFile, nginxConfig(dir, port, ports));
    await run(nginx, ['-t', '-q', '-c', configFile, '-e', 'stderr']);
    const proxy = spawn(nginx, ['-c', configFile, '-e', 'stderr'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(proxy);
    pipeLines(proxy, '[nginx]', log);
    await untilAnswering(`${url}/api/health`, proxy, { what: 'nginx' });

    return {
      url,
      signingKey: secrets.IDP_SIGNING_KEY!,
      instances: started.map(({ name, port: instancePort, url: instanceUrl, child }) => ({
        name,
        port: instancePort,
        url: instanceUrl,
        async kill() {
          signalGroup(child, 'SIGKILL');
          await stopped(child);
        },
      })),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** `npm run cluster`: CLUSTER_INSTANCES (2) instances behind nginx on PORT (8080). */
async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl?.startsWith('postgres')) {
    throw new Error(
      'DATABASE_URL must name the PostgreSQL database every instance shares ' +
        '(postgres://user:pass@host:5432/db): SQLite is one process’s file',
    );
  }
  const cluster = await startCluster({
    databaseUrl,
    instances: Number(process.env.CLUSTER_INSTANCES ?? 2),
    port: Number(process.env.PORT ?? 8080),
    dir: resolve(process.env.DATA_DIR ?? 'data', 'cluster'),
  });
  console.error(
    `portal at ${cluster.url}/portal/ through nginx, ${cluster.instances.length} instances: ` +
      cluster.instances.map((i) => `${i.name} ${i.url}`).join(', '),
  );
  const stop = async () => {
    await cluster.stop();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
