import { loadConfig } from '../../config.ts';
import { runningServer } from '../../modules/admin/cli-credential.ts';
import { storageDriverFromConfig } from '../../platform/storage.ts';
import { openDatabase, runMigrations } from '../client.ts';
import { seedAll } from '../seed/seed.ts';

/**
 * `npm run db:seed`: migrates then seeds (idempotent), into DATABASE_URL or the embedded database,
 * with files through the configured storage driver. The embedded database is one process: while a
 * server holds DATA_DIR the command refuses instead of opening it a second time.
 */
const config = loadConfig();
const server = config.DATABASE_URL ? null : runningServer(config.DATA_DIR);
if (server) {
  console.error(`The server at ${server.url} (pid ${server.pid}) holds the embedded database in ${config.DATA_DIR}. Stop it, then run npm run db:seed again.`);
  process.exit(1);
}
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/pglite` });
await runMigrations(database);
await seedAll({ db: database.db, storage: storageDriverFromConfig(config), log: console });
await database.close();
console.log('seed done');
