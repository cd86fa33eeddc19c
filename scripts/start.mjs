#!/usr/bin/env node
// `npm start`: builds the SPA, then runs the server (migrations and first-start seed happen there)
// on one port: the SPA, /api and /storage. Environment variables: see .env.example.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const webDist = path.resolve(root, process.env.WEB_DIST || 'apps/web/dist');
if (process.env.KELAS_SKIP_BUILD !== '1') {
  const args = ['build', '--logLevel', 'warn', '--outDir', webDist, '--emptyOutDir'];
  const build = spawnSync(bin('vite'), args, { cwd: path.join(root, 'apps/web'), stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const env = { ...process.env, WEB_DIST: webDist };
const server = spawn(bin('tsx'), [path.join(root, 'apps/api/src/server.ts')], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
