import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import getPort from 'get-port';

/**
 * A private PostgreSQL cluster for the resilience tests: `initdb` on a
 * free port in a temporary folder, which the test may stop, crash, freeze and start again
 * without touching the machine's shared server. As root, the programs run as the `postgres`
 * user (`runuser`), which owns the folder. `fsync=off` only spares the disk: a process crash
 * (`-m immediate`, `kill -9`) keeps what reached the OS, so the durability tests still see
 * what PostgreSQL itself had written at commit and what it had not.
 */
export type PgCluster = {
  port: number;
  /** postgres://postgres@127.0.0.1:port/kelas */
  url: string;
  /** `pg_ctl stop -m <mode>`: fast (clean, ends connections with 57P01), immediate (a crash). */
  stop: (mode: 'fast' | 'immediate') => void;
  start: () => void;
  /** SIGSTOP the postmaster and every backend: the database stops answering (TCP still accepts). */
  freeze: () => void;
  thaw: () => void;
  /** Runs one statement on a fresh connection (test bookkeeping). */
  query: <T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<T[]>;
  destroy: () => void;
};

const BIN_DIRS = ['/usr/local/bin', '/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'];

/** The folder holding `initdb` and `pg_ctl`, or null when this machine has none. */
export function findPgBin(): string | null {
  for (const dir of [...(process.env.PATH ?? '').split(':'), ...BIN_DIRS]) {
    if (dir && fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl'))) return dir;
  }
  return null;
}

const isRoot = process.getuid?.() === 0;

function asPostgres(cmd: string, args: string[]): void {
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  const r = spawnSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (r.status !== 0) throw new Error(`${path.basename(cmd)} ${args.join(' ')} failed (${r.status}): ${r.stdout}\n${r.stderr}`);
}

/** Pids of the cluster's postmaster and its children (backends, checkpointer, walwriter …). */
function clusterPids(dataDir: string): number[] {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return [];
  const master = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(master)], { encoding: 'utf8' })
    .split('\n')
    .map((s) => Number(s.trim()))
    .filter((n) => n > 0);
  return [master, ...children];
}

/** Creates, starts and returns a cluster with an empty database `kelas`. */
export async function startPgCluster(): Promise<PgCluster> {
  const bin = findPgBin();
  if (!bin) throw new Error('initdb and pg_ctl are needed (PostgreSQL server programs)');
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kelas-pgc-'));
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'server.log');
  if (isRoot) execFileSync('chown', ['postgres:postgres', root]);
  asPostgres(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await getPort({ host: '127.0.0.1' });
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60 -c shared_buffers=16MB`;
  const pgCtl = (args: string[]) => asPostgres(path.join(bin, 'pg_ctl'), ['-D', dataDir, ...args]);
  const start = () => pgCtl(['-o', options, '-l', logFile, '-w', '-t', '60', 'start']);
  start();

  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const query = async <T extends pg.QueryResultRow>(text: string, values?: unknown[], url = `postgres://postgres@127.0.0.1:${port}/kelas`) => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    client.on('error', () => undefined);
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  };
  await query('create database kelas', [], adminUrl);

  let frozen: number[] = [];
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/kelas`,
    stop: (mode) => pgCtl(['-m', mode, '-w', '-t', '60', 'stop']),
    start,
    freeze() {
      frozen = clusterPids(dataDir);
      for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    },
    thaw() {
      for (const pid of frozen) process.kill(pid, 'SIGCONT');
      frozen = [];
    },
    query: (text, values) => query(text, values),
    destroy() {
      for (const pid of frozen) process.kill(pid, 'SIGCONT');
      try {
        pgCtl(['-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
