import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  CreateVoucherBatchBodySchema,
  vouchersToCsv,
  type MintedVoucher,
  type VoucherBatch,
  type VoucherRedemption,
} from '@kelas/contracts/admin';
import type { Config } from '../../config.ts';
import { openDatabase, runMigrations } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { serverInfoPath, type ServerInfo } from '../admin/cli-credential.ts';
import { createVoucherBatch } from './create-voucher-batch.ts';
import { presentBatch, presentVoucher } from './presenters.ts';
import { exportVoucherBatch, listVoucherBatchRedemptions, listVoucherBatches } from './read-voucher-batches.ts';

export const USAGE = `Usage: npm run -s vouchers -- <command> [options]
       (-s keeps npm's own lines out of the CSV on stdout)

  create --course <slug> --count <n> [--uses <n>] [--expires YYYY-MM-DD]
         [--with-redemption-code] [--label <text>] [--out <file.csv>]
      Mints a batch of vouchers for the course and prints them as CSV
      (code,redemption_code,course,max_uses,expires_at) to stdout or to --out.
      --uses: uses per voucher (default 1; each learner still once).
      --expires: last valid day, Asia/Jakarta calendar (default: no expiry).
  list                              Batches with their counts (CSV).
  export --batch <id> [--out <file>] The codes of a batch again (CSV).
  redemptions --batch <id>          Who used the batch's vouchers (CSV).

Works whether or not the server runs on the same DATA_DIR: when it does, the
command goes through its admin API with the local credential it wrote to
ADMIN_CLI_TOKEN_FILE; otherwise it opens the database (DATABASE_URL or PGlite).
`;

export type CliIo = { stdout: (text: string) => void | Promise<void>; stderr: (text: string) => void | Promise<void> };

type BatchWithCodes = { batch: VoucherBatch; vouchers: MintedVoucher[] };
type CreateInput = ReturnType<typeof CreateVoucherBatchBodySchema.parse>;

/** Where the commands run: the running server's admin API, or the database itself. */
type Backend = {
  via: string;
  createBatch: (input: CreateInput) => Promise<BatchWithCodes>;
  listBatches: () => Promise<VoucherBatch[]>;
  exportBatch: (id: number) => Promise<BatchWithCodes>;
  redemptions: (id: number) => Promise<VoucherRedemption[]>;
  close: () => Promise<void>;
};

class CliError extends Error {}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

function readToken(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8').trim() || null;
  } catch {
    return null;
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function answers(url: string, fetchFn: typeof fetch): Promise<boolean> {
  try {
    const res = await fetchFn(`${url}/api/health`, { signal: AbortSignal.timeout(3000) });
    return res.ok;
  } catch {
    return false;
  }
}

/** The error text of an API answer, with its field errors. */
function apiErrorText(status: number, body: unknown): string {
  const b = (body ?? {}) as { message?: string; errors?: Record<string, string[]> };
  const fields = b.errors ? Object.entries(b.errors).map(([f, m]) => `${f}: ${m.join(' ')}`) : [];
  return fields.length ? fields.join('\n') : `${b.message ?? 'error'} (HTTP ${status})`;
}

function httpBackend(url: string, token: string, fetchFn: typeof fetch): Backend {
  async function call<T>(method: string, p: string, body?: unknown): Promise<T> {
    const res = await fetchFn(`${url}/api/admin${p}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await res.json().catch(() => null)) as { data: T } | null;
    if (!res.ok || !json) throw new CliError(apiErrorText(res.status, json));
    return json.data;
  }
  return {
    via: `the running server at ${url}`,
    createBatch: (input) => call('POST', '/voucher-batches', input),
    listBatches: () => call('GET', '/voucher-batches'),
    exportBatch: (id) => call('GET', `/voucher-batches/${id}/vouchers`),
    redemptions: (id) => call('GET', `/voucher-batches/${id}/redemptions`),
    close: async () => undefined,
  };
}

async function directBackend(config: Config): Promise<Backend> {
  const pgliteDir = path.join(config.DATA_DIR, 'pglite');
  if (!config.DATABASE_URL && !fs.existsSync(pgliteDir)) {
    throw new CliError(`No database in ${config.DATA_DIR}: start the server once (npm start) or set DATABASE_URL.`);
  }
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: pgliteDir, poolSize: 2 });
  await runMigrations(database);
  const db = database.db;
  return {
    via: config.DATABASE_URL ? 'the database at DATABASE_URL' : `the embedded database in ${pgliteDir}`,
    async createBatch(input) {
      const { batch, vouchers } = await createVoucherBatch(db, {
        courseSlug: input.course_slug,
        count: input.count,
        maxUses: input.max_uses,
        expiresOn: input.expires_on ?? null,
        withRedemptionCode: input.with_redemption_code,
        label: input.label,
        createdBy: null,
        now: new Date(),
      });
      return { batch: presentBatch(batch), vouchers: vouchers.map(presentVoucher) };
    },
    listBatches: () => listVoucherBatches(db),
    exportBatch: (id) => exportVoucherBatch(db, id),
    redemptions: (id) => listVoucherBatchRedemptions(db, id),
    close: () => database.close(),
  };
}

/**
 * The running server of this DATA_DIR when it answers (DATA_DIR/server.json + the token file),
 * else the database directly. Refuses when the embedded database's server is alive but silent:
 * PGlite is one process, and a second opener would corrupt it.
 */
async function connect(config: Config, fetchFn: typeof fetch): Promise<Backend> {
  const info = readJson<ServerInfo>(serverInfoPath(config.DATA_DIR));
  const token = readToken(config.ADMIN_CLI_TOKEN_FILE);
  if (info?.url && token) {
    if (await answers(info.url, fetchFn)) return httpBackend(info.url, token, fetchFn);
    if (!config.DATABASE_URL && info.pid !== process.pid && pidAlive(info.pid)) {
      throw new CliError(
        `The server (pid ${info.pid}) holds the embedded database in ${config.DATA_DIR} but does not answer at ${info.url}. Try again, or stop it first.`,
      );
    }
  }
  return directBackend(config);
}

const csvLine = (cells: (string | number | boolean | null)[]) =>
  cells.map((c) => (c === null ? '' : /[",\n\r]/.test(String(c)) ? `"${String(c).replace(/"/g, '""')}"` : String(c))).join(',');

function batchesCsv(list: VoucherBatch[]): string {
  const lines = [csvLine(['id', 'label', 'course', 'vouchers', 'max_uses', 'uses', 'with_redemption_code', 'expires_at', 'created_at'])];
  for (const b of list) {
    lines.push(csvLine([b.id, b.label, b.course.slug, b.voucher_count, b.max_uses, b.redemption_count, b.with_redemption_code, b.expires_at, b.created_at]));
  }
  return `${lines.join('\n')}\n`;
}

function redemptionsCsv(list: VoucherRedemption[]): string {
  const lines = [csvLine(['id', 'code', 'name', 'email', 'redeemed_at'])];
  for (const r of list) lines.push(csvLine([r.id, r.code, r.user.name, r.user.email, r.redeemed_at]));
  return `${lines.join('\n')}\n`;
}

function positiveId(v: string | undefined): number {
  const n = Number(v);
  if (!v || !Number.isInteger(n) || n <= 0) throw new CliError('--batch <id> is required (a positive whole number).');
  return n;
}

/** The options of `create`, checked by the same contract schema as the admin endpoint. */
function createInput(values: Record<string, string | boolean | undefined>): CreateInput {
  if (!values.course) throw new CliError('--course <slug> is required.');
  if (!values.count) throw new CliError('--count <n> is required.');
  const num = (v: string | boolean | undefined) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v);
  const parsed = CreateVoucherBatchBodySchema.safeParse({
    course_slug: values.course,
    count: num(values.count),
    max_uses: values.uses === undefined ? undefined : num(values.uses),
    expires_on: values.expires,
    with_redemption_code: values['with-redemption-code'] === true,
    label: values.label,
  });
  if (!parsed.success) throw new CliError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
  return parsed.data;
}

/**
 * `npm run vouchers -- <command>`. Returns the exit code: 0 done,
 * 1 refused by the server or the database (the reason on stderr), 2 bad usage.
 */
export async function runVoucherCli(argv: string[], opts: { config: Config; io: CliIo; fetch?: typeof fetch }): Promise<number> {
  const { config, io } = opts;
  const fetchFn = opts.fetch ?? fetch;
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        course: { type: 'string' },
        count: { type: 'string' },
        uses: { type: 'string' },
        expires: { type: 'string' },
        'with-redemption-code': { type: 'boolean' },
        label: { type: 'string' },
        out: { type: 'string' },
        batch: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (err) {
    await io.stderr(`${(err as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const command = parsed.positionals[0];
  const values = parsed.values;
  if (values.help || !command || !['create', 'list', 'export', 'redemptions'].includes(command)) {
    await (values.help ? io.stdout(USAGE) : io.stderr(command ? `Unknown command: ${command}\n\n${USAGE}` : USAGE));
    return values.help ? 0 : 2;
  }

  let input: CreateInput | null = null;
  let batchId = 0;
  try {
    if (command === 'create') input = createInput(values);
    if (command === 'export' || command === 'redemptions') batchId = positiveId(values.batch);
  } catch (err) {
    await io.stderr(`${(err as Error).message}\n\n${USAGE}`);
    return 2;
  }

  const emit = async (csv: string) => {
    if (!values.out) return io.stdout(csv);
    const file = path.resolve(config.CWD, values.out);
    fs.writeFileSync(file, csv, { mode: 0o600 });
    await io.stderr(`Written to ${file}\n`);
  };

  let backend: Backend | null = null;
  try {
    backend = await connect(config, fetchFn);
    if (command === 'create') {
      const { batch, vouchers } = await backend.createBatch(input!);
      await emit(vouchersToCsv(batch.course.slug, vouchers));
      await io.stderr(
        `Batch #${batch.id}: ${vouchers.length} voucher(s) for "${batch.course.title}" (${batch.course.slug}), ` +
          `${batch.max_uses} use(s) each, ${batch.expires_at ? `valid until ${batch.expires_at}` : 'no expiry'}` +
          `${batch.with_redemption_code ? ', with redemption codes' : ''}; via ${backend.via}.\n`,
      );
    } else if (command === 'list') {
      await emit(batchesCsv(await backend.listBatches()));
    } else if (command === 'export') {
      const { batch, vouchers } = await backend.exportBatch(batchId);
      await emit(vouchersToCsv(batch.course.slug, vouchers));
    } else {
      await emit(redemptionsCsv(await backend.redemptions(batchId)));
    }
    return 0;
  } catch (err) {
    if (err instanceof CliError) await io.stderr(`${err.message}\n`);
    else if (err instanceof AppError) await io.stderr(`${err.errors ? Object.values(err.errors).flat().join('\n') : err.message}\n`);
    else await io.stderr(`Failed: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  } finally {
    await backend?.close();
  }
}
