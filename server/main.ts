import { buildApp } from './app';
import { loadConfig } from './config';
import { createDatabase, migrateToLatest } from './db';
import { isEmpty, seedDemoData } from './db/seed';
import { migrations, modules } from './modules';

/** Start: read config, migrate, seed when empty, listen. */
async function main() {
  const config = loadConfig();
  const { db } = createDatabase({ url: config.databaseUrl });
  await migrateToLatest(db, migrations);
  const seeded = (await isEmpty(db)) && process.env.SEED_DEMO_DATA !== 'false';
  if (seeded) await seedDemoData(db, modules);
  const app = await buildApp({ db, config });
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
