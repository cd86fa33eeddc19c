import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SECRET_NAMES } from '../../src/config-secrets.ts';
import { startS3Server, type S3TestServer } from '../s3-server.ts';
import { spawnServer, waitReady, type ServerProcess } from '../resilience/server-process.ts';
import { startNginx, type Nginx } from './nginx.ts';
import getPort from 'get-port';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Compiles the server into apps/api/dist when its sources changed (scripts/build.mjs), as the Docker build does. */
export function buildServer(): void {
  const r = spawnSync(process.execPath, ['-e', "import('./scripts/build.mjs').then((m) => m.ensureApiBuilt())"], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`server build failed (${r.status ?? r.signal})`);
}

const REDIS_BIN = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => fs.existsSync(p)) ?? '';

/** Redis for the servers: a private redis-server (no persistence) when the binary is here, else REDIS_URL. */
async function startRedis(dir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  if (!REDIS_BIN) {
    if (!process.env.REDIS_URL) throw new Error('the multi-server test needs redis-server or REDIS_URL');
    return { url: process.env.REDIS_URL, stop: async () => undefined };
  }
  const port = await getPort({ host: '127.0.0.1' });
  const child: ChildProcess = spawn(REDIS_BIN, ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${port}/0`;
  const started = Date.now();
  while (!(await canConnect(port))) {
    if (child.exitCode !== null || Date.now() - started > 10_000) throw new Error('redis-server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
    },
  };
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });
}

export type AppServer = { name: string; port: number; dataDir: string; proc: ServerProcess };

export type Topology = {
  /** The proxy's base URL: every journey goes through it. */
  url: string;
  nginx: Nginx;
  s3: S3TestServer;
  /** The run's own database, for the checks afterwards. */
  databaseUrl: string;
  db: pg.Pool;
  servers: AppServer[];
  /** `kill -9` of one server's process (no shutdown of any kind). */
  kill: (server: AppServer) => void;
  /** Starts the server again on its port and data folder; the milliseconds until /api/ready said 200. */
  restart: (server: AppServer) => Promise<number>;
  close: () => Promise<void>;
};

/**
 * The whole scale-out topology on this machine: a fresh PostgreSQL database on
 * DATABASE_URL's server, a private Redis, s3rver, two servers from the compiled
 * apps/api/dist/server.js (each its own DATA_DIR: mail files and nothing shared), and nginx with
 * deploy/nginx.conf in front. Both servers start at once on the empty database (the start-up lock
 * lets one migrate and seed). `env` adds to the servers' environment.
 */
export async function startTopology(opts: { env?: Record<string, string> } = {}): Promise<Topology> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('the multi-server test needs DATABASE_URL');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kelas-multi-'));
  const name = `kelas_multi_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  const databaseUrl = u.toString();

  const cleanups: (() => Promise<void>)[] = [
    async () => {
      const a = new pg.Client({ connectionString: baseUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
    async () => fs.rmSync(dir, { recursive: true, force: true }),
  ];
  const close = async () => {
    for (const c of cleanups.reverse()) await c().catch((err: unknown) => console.error('clean-up:', err));
  };
  try {
    fs.mkdirSync(path.join(dir, 'redis'));
    const redis = await startRedis(path.join(dir, 'redis'));
    cleanups.push(redis.stop);
    const s3 = await startS3Server();
    cleanups.push(s3.close);
    const proxyPort = await getPort({ host: '127.0.0.1' });
    const proxyUrl = `http://127.0.0.1:${proxyPort}`;

    const servers: AppServer[] = [];
    for (const n of ['a', 'b']) {
      const dataDir = path.join(dir, `server-${n}`);
      fs.mkdirSync(dataDir);
      servers.push({ name: n, port: await getPort({ host: '127.0.0.1' }), dataDir, proc: null as unknown as ServerProcess });
    }
    // Several servers must be given their secrets, the same on each (decision 220).
    const secrets = Object.fromEntries(SECRET_NAMES.map((name) => [name, randomBytes(32).toString('base64url')]));
    const env = (s: AppServer): Record<string, string> => ({
      ...secrets,
      PAYMENT_PROVIDER: 'sandbox',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      ...s3.env,
      DATA_DIR: s.dataDir,
      PUBLIC_URL: proxyUrl,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST: '',
      SEED_ON_START: 'true',
      DATABASE_POOL_SIZE: '8',
      SHUTDOWN_TIMEOUT_SECONDS: '5',
      ...opts.env,
    });
    const start = (s: AppServer) => {
      s.proc = spawnServer({ via: 'dist', port: s.port, env: env(s) });
    };
    cleanups.push(async () => {
      for (const s of servers) s.proc?.killAll();
    });
    for (const s of servers) start(s);
    await Promise.all(servers.map((s) => waitReady(s.proc, 180_000)));

    // Its own folder: nginx runs as nobody, who cannot enter the run's (private) folder.
    const nginxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kelas-nginx-'));
    cleanups.push(async () => fs.rmSync(nginxDir, { recursive: true, force: true }));
    const nginx = await startNginx({ dir: nginxDir, port: proxyPort, upstreams: [`127.0.0.1:${servers[0]!.port}`, `127.0.0.1:${servers[1]!.port}`] });
    cleanups.push(nginx.stop);
    const db = new pg.Pool({ connectionString: databaseUrl, max: 4 });
    cleanups.push(() => db.end());

    return {
      url: proxyUrl,
      nginx,
      s3,
      databaseUrl,
      db,
      servers,
      kill(server) {
        process.kill(server.proc.child.pid!, 'SIGKILL');
      },
      async restart(server) {
        await server.proc.exited;
        const started = performance.now();
        start(server);
        await waitReady(server.proc, 60_000);
        return performance.now() - started;
      },
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}
