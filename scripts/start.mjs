#!/usr/bin/env node
// `npm start`: builds the SPA and the server when their sources changed since the last build
// (scripts/build.mjs), then runs the compiled server (migrations and first-start seed happen there)
// on one port: the SPA, /api and /storage. Environment variables: see .env.example.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiEntry, ensureApiBuilt, ensureWebBuilt } from './build.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

const webDist = path.resolve(root, process.env.WEB_DIST || 'apps/web/dist');
try {
  if (process.env.KELAS_SKIP_BUILD !== '1') ensureWebBuilt(webDist);
  await ensureApiBuilt();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

const env = { ...process.env, WEB_DIST: webDist };
const server = spawn(process.execPath, ['--enable-source-maps', apiEntry], { stdio: 'inherit', env });
superviseSignals(server);

/**
 * Signals and process tree (decision 101): SIGINT/SIGTERM here are passed to the
 * server, which shuts down gracefully within SHUTDOWN_TIMEOUT_SECONDS (default 10); it is killed
 * if it takes 5 s longer. When our parent dies (a SIGTERM to `npm start` ends npm and its shell,
 * which pass nothing on), we stop the server the same way. We exit when the server exits.
 */
function superviseSignals(child) {
  const limitMs = (Number(process.env.SHUTDOWN_TIMEOUT_SECONDS) || 10) * 1000 + 5000;
  let stopping = false;
  const stop = (signal) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    if (stopping) return;
    stopping = true;
    setTimeout(() => child.kill('SIGKILL'), limitMs).unref();
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
  const parent = process.ppid;
  const watch = setInterval(() => {
    try {
      process.kill(parent, 0);
    } catch {
      clearInterval(watch);
      stop('SIGTERM');
    }
  }, 500);
  watch.unref();
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
