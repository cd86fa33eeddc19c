import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ADMIN_VOUCHER_MESSAGES } from '@kelas/contracts/admin';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { vouchers } from '../../db/schema/index.ts';
import { serverInfoPath } from '../admin/cli-credential.ts';
import { insertCourse } from '../programs/test-fixtures.ts';
import { runVoucherCli } from './run-voucher-cli.ts';

const CSV_CODE = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

async function run(argv: string[], env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runVoucherCli(argv, {
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }),
    io: { stdout: (s) => void out.push(s), stderr: (s) => void err.push(s) },
  });
  return { code, stdout: out.join(''), stderr: err.join('') };
}

const csvRows = (csv: string) => csv.trim().split('\n').slice(1).map((l) => l.split(','));

/**
 * A data directory whose database no server holds: a PGlite folder from the run's seeded template,
 * or (PostgreSQL runs) a database cloned from the template, given to the CLI as DATABASE_URL.
 */
async function idleDatabase(): Promise<{ dataDir: string; env: Record<string, string>; open: () => Promise<Database>; cleanup: () => Promise<void> }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kelas-cli-'));
  const templateDb = inject('kelasTemplateDb');
  if (templateDb) {
    const base = process.env.DATABASE_URL!;
    const name = `${templateDb}_c${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateDb}`);
    await admin.end();
    const u = new URL(base);
    u.pathname = `/${name}`;
    const url = u.toString();
    return {
      dataDir,
      env: { DATA_DIR: dataDir, DATABASE_URL: url },
      open: () => openDatabase({ url, poolSize: 2 }),
      cleanup: async () => {
        const a = new pg.Client({ connectionString: base });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
        await fs.rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const dump = await fs.readFile(path.join(inject('kelasTestRoot'), 'pglite.tar.gz'));
  const pgliteDir = path.join(dataDir, 'pglite');
  const first = await openDatabase({ dataDir: pgliteDir, loadDataDir: new Blob([dump]) });
  await first.close();
  return {
    dataDir,
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir: pgliteDir }),
    cleanup: () => fs.rm(dataDir, { recursive: true, force: true }),
  };
}

describe('npm run vouchers (CLI) without a running server', () => {
  let idle: Awaited<ReturnType<typeof idleDatabase>>;
  let slug: string;

  beforeAll(async () => {
    idle = await idleDatabase();
    const database = await idle.open();
    slug = (await insertCourse(database.db, { title: 'Kelas CLI Uji', itemCount: 1 })).slug;
    await database.close();
  });
  afterAll(async () => {
    await idle.cleanup();
  });

  it('mints a batch straight into the database and writes the CSV to --out (mode 0600)', async () => {
    const out = path.join(idle.dataDir, 'batch.csv');
    const r = await run(['create', '--course', slug, '--count', '3', '--uses', '2', '--expires', '2099-12-31', '--with-redemption-code', '--out', out], idle.env);
    expect(r.stderr).toContain(idle.env.DATABASE_URL ? 'via the database at DATABASE_URL' : 'via the embedded database');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    const csv = await fs.readFile(out, 'utf8');
    expect(csv.split('\n')[0]).toBe('code,redemption_code,course,max_uses,expires_at');
    const rows = csvRows(csv);
    expect(rows).toHaveLength(3);
    for (const [code, redemption, course, uses, expires] of rows) {
      expect(code).toMatch(CSV_CODE);
      expect(redemption).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
      expect([course, uses, expires]).toEqual([slug, '2', '2099-12-31T17:00:00.000Z']);
    }
    expect((await fs.stat(out)).mode & 0o777).toBe(0o600);

    const database = await idle.open();
    const stored = await database.db.select({ code: vouchers.code }).from(vouchers).where(eq(vouchers.code, rows[0]![0]!.replace(/-/g, '')));
    await database.close();
    expect(stored).toHaveLength(1);
  });

  it('prints to stdout, lists batches, exports them again and lists redemptions', async () => {
    const created = await run(['create', '--course', slug, '--count', '2'], idle.env);
    expect(created.code).toBe(0);
    const codes = csvRows(created.stdout).map((r) => r[0]);
    expect(codes).toHaveLength(2);
    const batchId = /Batch #(\d+)/.exec(created.stderr)![1]!;

    const list = await run(['list'], idle.env);
    expect(list.code).toBe(0);
    expect(list.stdout.split('\n')[0]).toBe('id,label,course,vouchers,max_uses,uses,with_redemption_code,expires_at,created_at');
    expect(csvRows(list.stdout).find((r) => r[0] === batchId)).toEqual([batchId, '', slug, '2', '1', '0', 'false', '', expect.any(String)]);

    const exported = await run(['export', '--batch', batchId], idle.env);
    expect(csvRows(exported.stdout).map((r) => r[0])).toEqual(codes);

    const used = await run(['redemptions', '--batch', batchId], idle.env);
    expect(used).toMatchObject({ code: 0, stdout: 'id,code,name,email,redeemed_at\n' });
  });

  it('explains refusals (exit 1) and bad usage (exit 2)', async () => {
    const unknown = await run(['create', '--course', 'tidak-ada-kelas-ini', '--count', '1'], idle.env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain(ADMIN_VOUCHER_MESSAGES.courseUnknown);
    expect((await run(['export', '--batch', '999999'], idle.env)).code).toBe(1);

    expect((await run([], idle.env)).code).toBe(2);
    expect((await run(['hapus'], idle.env)).stderr).toContain('Unknown command: hapus');
    expect((await run(['create', '--count', '1'], idle.env)).stderr).toContain('--course <slug> is required');
    const zero = await run(['create', '--course', slug, '--count', '0'], idle.env);
    expect(zero).toMatchObject({ code: 2, stderr: expect.stringContaining(ADMIN_VOUCHER_MESSAGES.count) });
    expect((await run(['create', '--course', slug, '--count', '1', '--expires', '2027-02-30'], idle.env)).code).toBe(2);
    expect((await run(['create', '--course', slug, '--count', '1', '--bogus'], idle.env)).code).toBe(2);
    const help = await run(['--help'], idle.env);
    expect(help).toMatchObject({ code: 0, stdout: expect.stringContaining('npm run -s vouchers -- <command>') });
  });

  it('ignores the files of a server that is gone', async () => {
    await fs.writeFile(serverInfoPath(idle.dataDir), JSON.stringify({ url: 'http://127.0.0.1:9', pid: 2 ** 22 + 7, started_at: new Date().toISOString() }));
    await fs.writeFile(path.join(idle.dataDir, 'admin-cli-token'), 'stale-token');
    const r = await run(['create', '--course', slug, '--count', '1'], idle.env);
    expect(r.code).toBe(0);
    expect(r.stderr).not.toContain('running server');
  });

  it('refuses to open the embedded database while its server is alive but silent', async () => {
    if (idle.env.DATABASE_URL) {
      // PostgreSQL takes many connections: the CLI then goes to the database itself.
      await fs.writeFile(serverInfoPath(idle.dataDir), JSON.stringify({ url: 'http://127.0.0.1:9', pid: process.ppid, started_at: '' }));
      expect((await run(['list'], idle.env)).code).toBe(0);
      return;
    }
    await fs.writeFile(serverInfoPath(idle.dataDir), JSON.stringify({ url: 'http://127.0.0.1:9', pid: process.ppid, started_at: '' }));
    await fs.writeFile(path.join(idle.dataDir, 'admin-cli-token'), 'token');
    const r = await run(['list'], idle.env);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('does not answer');
  });
});

describe('npm run vouchers (CLI) with the server running on the same DATA_DIR', () => {
  let t: TestApp;
  let slug: string;

  beforeAll(async () => {
    t = await createTestApp();
    slug = (await insertCourse(t.app.db, { title: 'Kelas CLI Server Uji', itemCount: 1 })).slug;
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes its credential (0600) and address once listening', async () => {
    const info = JSON.parse(await fs.readFile(serverInfoPath(t.dataDir), 'utf8')) as { url: string; pid: number };
    const port = (t.app.server.address() as { port: number }).port;
    expect(info).toMatchObject({ url: `http://127.0.0.1:${port}`, pid: process.pid });
    const tokenFile = path.join(t.dataDir, 'admin-cli-token');
    expect((await fs.stat(tokenFile)).mode & 0o777).toBe(0o600);
    expect((await fs.readFile(tokenFile, 'utf8')).trim()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('goes through the running server and its admin API', async () => {
    const env = { DATA_DIR: t.dataDir };
    const r = await run(['create', '--course', slug, '--count', '4', '--with-redemption-code', '--label', 'Lewat server'], env);
    expect(r.stderr).toContain('via the running server at http://127.0.0.1:');
    expect(r.code).toBe(0);
    const rows = csvRows(r.stdout);
    expect(rows).toHaveLength(4);
    const [row] = await t.app.db.select({ n: count() }).from(vouchers).where(eq(vouchers.code, rows[0]![0]!.replace(/-/g, '')));
    expect(row!.n).toBe(1);

    const list = await run(['list'], env);
    expect(list.stdout).toContain(',Lewat server,');
    const refused = await run(['create', '--course', 'tidak-ada-kelas-ini', '--count', '1'], env);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining(ADMIN_VOUCHER_MESSAGES.courseUnknown) });
  });

  it('the credential is refused once the server has closed (files removed)', async () => {
    const token = (await fs.readFile(path.join(t.dataDir, 'admin-cli-token'), 'utf8')).trim();
    const url = (JSON.parse(await fs.readFile(serverInfoPath(t.dataDir), 'utf8')) as { url: string }).url;
    const ok = await fetch(`${url}/api/admin/voucher-batches`, { headers: { authorization: `Bearer ${token}` } });
    expect(ok.status).toBe(200);
    await t.app.close();
    await expect(fs.stat(serverInfoPath(t.dataDir))).rejects.toThrow();
    await expect(fs.stat(path.join(t.dataDir, 'admin-cli-token'))).rejects.toThrow();
  });
});
