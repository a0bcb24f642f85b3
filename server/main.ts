import { buildApp } from './app';
import { loadConfig } from './config';
import { createDatabase, migrateToLatest } from './db';
import { isEmpty, seedDemoData } from './db/seed';
import { migrations, modules } from './modules';

/** Start: read config, migrate, seed when empty, listen. */
async function main() {
  const config = loadConfig();
  // Until the app's logger exists, connection errors go to stderr.
  let logConnectionError = (error: Error) => console.error(`database connection: ${error.message}`);
  const { db } = createDatabase({
    url: config.databaseUrl,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
    onConnectionError: (error) => logConnectionError(error),
  });
  await migrateToLatest(db, migrations);
  const seeded = (await isEmpty(db)) && process.env.SEED_DEMO_DATA !== 'false';
  if (seeded) await seedDemoData(db, modules);
  const app = await buildApp({ db, config });
  logConnectionError = (error) =>
    app.log.warn(
      { code: (error as { code?: string }).code },
      `database connection lost (${error.message}); the pool reconnects on the next query`,
    );
  if (seeded) app.log.info('database was empty: demo data seeded');
  const close = async () => {
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`portal at ${config.publicUrl}/portal/ on Node.js ${process.version}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
