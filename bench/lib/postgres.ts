import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A throwaway database on the BENCH_DATABASE_URL server, dropped when the part is done. */
export async function throwawayDatabase(serverUrl: string, label: string) {
  const name = `bench_${label}_${randomBytes(4).toString('hex')}`;
  await admin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
