import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, runMigrations } from '../src/db/client.ts';
import { seedAll } from '../src/db/seed/seed.ts';
import { localStorageDriver } from '../src/platform/storage.ts';

/**
 * Builds one migrated and seeded template per run, so each test file starts from a copy:
 * - PGlite: a data-dir dump (`dumpDataDir`) loaded by every file's in-memory instance;
 * - PostgreSQL (when KELAS_TEST_DB=postgres): a template database cloned per test file.
 * The seeded storage folder is copied into each test app's own DATA_DIR.
 */
export default async function setup(project: TestProject) {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'kelas-test-'));
  const storageDir = path.join(root, 'storage');
  const kind = (project.config.env?.KELAS_TEST_DB ?? process.env.KELAS_TEST_DB) === 'postgres' ? 'postgres' : 'pglite';
  let templateDb = '';
  if (kind === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('KELAS_TEST_DB=postgres needs DATABASE_URL');
    templateDb = `kelas_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${templateDb}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${templateDb}`;
    const database = await openDatabase({ url: u.toString(), poolSize: 2 });
    await runMigrations(database);
    await seedAll({ db: database.db, storage: localStorageDriver(storageDir) });
    await database.close();
  } else {
    const database = await openDatabase({ dataDir: 'memory://' });
    await runMigrations(database);
    await seedAll({ db: database.db, storage: localStorageDriver(storageDir) });
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('gzip');
    await fs.writeFile(path.join(root, 'pglite.tar.gz'), Buffer.from(await dump.arrayBuffer()));
    await database.close();
  }
  project.provide('kelasTestRoot', root);
  project.provide('kelasTemplateDb', templateDb);

  return async () => {
    if (templateDb && process.env.DATABASE_URL) {
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
        [templateDb, `${templateDb}_f%`],
      );
      for (const r of rows) await admin.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
      await admin.end();
    }
    await fs.rm(root, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    kelasTestRoot: string;
    kelasTemplateDb: string;
  }
}
