import { loadConfig } from '../../config.ts';
import { openDatabase, runMigrations } from '../client.ts';

/** `npm run db:migrate`: applies migrations to DATABASE_URL or the embedded database. */
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/pglite` });
await runMigrations(database);
await database.close();
console.log('migrations applied');
