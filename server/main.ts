import { loadConfig } from './config';
import { startServer } from './start';

/**
 * Start: read the config, listen, then wait for the database as long as it takes (503 meanwhile,
 * server/start.ts). Exits non-zero only on what waiting cannot cure: a bad setting, a port in
 * use, a broken migration, a database that refuses the login or does not exist.
 */
async function main() {
  const config = loadConfig();
  const started = await startServer({ config });
  let closing = false;
  const close = async () => {
    closing = true;
    await started.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await started.ready.catch((error: unknown) => {
    // Stopped while waiting for the database: `close` exits.
    if (!closing) throw error;
  });
}

main().catch((error: unknown) => {
  console.error(`start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  console.error(error);
  process.exit(1);
});
