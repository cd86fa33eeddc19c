import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase, runMigrations, type DatabaseLog } from './db/client.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { withStartupLock } from './db/startup-lock.ts';
import { shutdownGracefully, watchParent } from './platform/shutdown.ts';
import { removeUnfinishedUploads } from './platform/storage-cleanup.ts';
import { ABANDONED_UPLOAD_AGE_MS, removeAbandonedUploads } from './platform/upload-intents.ts';

/** Starts the whole product on one port: migrations, first-start seed, API, storage and SPA. */
async function main() {
  const config = loadConfig();
  // Connection errors go to the app's logger once it exists (decision 100).
  let log: DatabaseLog = { warn: (obj, msg) => console.error(`${msg} ${JSON.stringify(obj)}`) };
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: `${config.DATA_DIR}/pglite`,
    poolSize: config.DATABASE_POOL_SIZE,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    log: { warn: (obj, msg) => log.warn(obj, msg) },
  });
  // Several servers may start at once on one fresh database: one migrates and seeds at a time (decision 187).
  const app = await withStartupLock(database, async () => {
    await runMigrations(database);
    const built = await buildApp({ config, database });
    log = built.log;
    if (config.SEED_ON_START) await seedIfEmpty({ db: database.db, storage: built.storage, log: built.log });
    // Ready under the lock too: the job queue creates its queues then (pg-boss attaches a partition
    // per queue, and two servers doing it at once on a fresh database deadlocked).
    await built.ready();
    return built;
  });
  if (config.PAYMENT_PROVIDER === 'sandbox' && config.NODE_ENV === 'production') {
    // Named on purpose (a staging deployment), but worth saying on every start: on the sandbox
    // any learner can mark an order paid with the instructions page's simulate control.
    app.log.warn('PAYMENT_PROVIDER=sandbox: learners can mark their own orders paid; never take real money with it (set PAYMENT_PROVIDER=midtrans)');
  }
  if (config.GENERATED_SECRETS.length > 0) {
    app.log.info({ secrets: config.GENERATED_SECRETS, file: config.SECRETS_FILE }, 'generated the missing secrets of this single server (decision 220)');
  }
  // Files of uploads a crash cut off between the store and the commit (decision 188); in the
  // background, so a slow or unavailable store does not hold the start.
  void removeAbandonedUploads({ db: database.db, storage: app.storage }, { olderThan: new Date(Date.now() - ABANDONED_UPLOAD_AGE_MS) }).then(
    (removed) => removed > 0 && app.log.warn({ removed }, 'removed the files of uploads a crash interrupted'),
    (err: unknown) => app.log.warn({ err }, 'upload clean-up failed; it runs again at the next start'),
  );
  if (config.STORAGE_DRIVER === 'local') {
    const removed = await removeUnfinishedUploads(`${config.DATA_DIR}/storage`);
    if (removed > 0) app.log.warn({ removed }, 'removed the temporary files of uploads a crash interrupted');
  }

  // Graceful shutdown (decision 101). The handlers stay registered: a second
  // signal (Ctrl-C reaches every process of the group, and the parents pass it on too) is logged
  // and otherwise ignored, and the time limit still holds.
  let stopping = false;
  const stop = (reason: string) => {
    if (stopping) return app.log.info({ reason }, 'already shutting down');
    stopping = true;
    app.log.info({ reason, timeoutSeconds: config.SHUTDOWN_TIMEOUT_SECONDS }, 'shutting down');
    const hardStop = setTimeout(() => process.exit(1), config.SHUTDOWN_TIMEOUT_SECONDS * 1000 + 500);
    hardStop.unref();
    void shutdownGracefully({ app, database, timeoutMs: config.SHUTDOWN_TIMEOUT_SECONDS * 1000, log: app.log }).then(
      (outcome) => process.exit(outcome === 'clean' ? 0 : 1),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal));
  watchParent(() => stop('parent process gone'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  console.log(`\n  Kelas berjalan di http://${config.HOST}:${port}\n`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
