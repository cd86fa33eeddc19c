import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase, runMigrations } from './db/client.ts';
import { seedIfEmpty } from './db/seed/seed.ts';

/** Starts the whole product on one port: migrations, first-start seed, API, storage and SPA. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/pglite`, poolSize: config.DATABASE_POOL_SIZE });
  await runMigrations(database);
  const app = await buildApp({ config, database });
  if (config.SEED_ON_START) await seedIfEmpty({ db: database.db, storage: app.storage, log: app.log });
  await app.listen({ host: config.HOST, port: config.PORT });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  console.log(`\n  Kelas berjalan di http://${config.HOST}:${port}\n`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      void app.close().then(() => database.close()).then(() => process.exit(0));
    });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
