import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { newToken, safeEqual } from '../../lib/tokens.ts';

/**
 * The local credential of command-line tools (docs/decisions/053): the running server draws a
 * random 256-bit token, writes it to ADMIN_CLI_TOKEN_FILE (mode 0600) and its own URL and pid to
 * DATA_DIR/server.json once it listens, and accepts the token as an admin bearer on the admin
 * voucher endpoints. Both files are removed when the server closes. Whoever can read the data
 * directory can already open the database, so the token grants nothing more.
 */

/** What a running server tells local tools about itself (DATA_DIR/server.json). */
export type ServerInfo = { url: string; pid: number; started_at: string };

export const serverInfoPath = (dataDir: string) => path.join(dataDir, 'server.json');

/** The server that holds DATA_DIR right now (its server.json names a live process), or null. */
export function runningServer(dataDir: string): ServerInfo | null {
  let info: ServerInfo;
  try {
    info = JSON.parse(fs.readFileSync(serverInfoPath(dataDir), 'utf8')) as ServerInfo;
  } catch {
    return null;
  }
  try {
    process.kill(info.pid, 0);
    return info;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? info : null;
  }
}

function writePrivate(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, text, { mode: 0o600 });
  fs.chmodSync(tmp, 0o600);
  fs.renameSync(tmp, file);
}

function listenUrl(app: FastifyInstance): string | null {
  const a = app.server.address();
  if (!a || typeof a === 'string') return null;
  const host = a.address === '0.0.0.0' ? '127.0.0.1' : a.address === '::' ? '::1' : a.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${a.port}`;
}

function bearerOf(request: FastifyRequest): string | null {
  const m = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return m?.[1] ?? null;
}

/**
 * Sets up the credential on this app and returns the preHandler of the admin voucher endpoints:
 * passes with the CLI token (request.user stays null), else requires a session of role admin
 * (401 without a session, 403 for another role).
 */
export function setUpCliCredential(app: FastifyInstance): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const token = newToken(32);
  const tokenFile = app.config.ADMIN_CLI_TOKEN_FILE;
  const infoFile = serverInfoPath(app.config.DATA_DIR);

  app.addHook('onListen', async () => {
    const url = listenUrl(app);
    if (!url) return;
    writePrivate(tokenFile, `${token}\n`);
    const info: ServerInfo = { url, pid: process.pid, started_at: new Date().toISOString() };
    writePrivate(infoFile, `${JSON.stringify(info, null, 2)}\n`);
  });
  app.addHook('onClose', async () => {
    try {
      if (fs.readFileSync(tokenFile, 'utf8').trim() !== token) return; // another server's now
      fs.rmSync(tokenFile, { force: true });
      fs.rmSync(infoFile, { force: true });
    } catch {
      // never written (the app did not listen)
    }
  });

  const adminOnly = app.requireRole('admin');
  return async (request, reply) => {
    const given = bearerOf(request);
    if (given && given.length <= 200 && safeEqual(given, token)) return;
    await adminOnly(request, reply);
  };
}
