#!/usr/bin/env node
// `npm test`: the whole suite. Unit, component and API tests (Vitest; API on PGlite, and on
// PostgreSQL too when DATABASE_URL is set), then the browser journeys (Playwright, Debian's Chromium).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status ?? 1;
}

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  const cmd = 'apt-get update && apt-get install -y chromium';
  if (process.getuid?.() === 0) {
    console.log(`Chromium is missing: running "${cmd}"`);
    if (run('sh', ['-c', `DEBIAN_FRONTEND=noninteractive ${cmd}`]) === 0 && fs.existsSync(CHROMIUM)) return;
  }
  console.error(`Debian's Chromium is needed for the browser tests. Install it with:\n  sudo sh -c "${cmd}"`);
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const only = process.argv[2]; // optional: "unit" or "e2e"
let status = 0;
if (only !== 'e2e') {
  status = run(bin('vitest'), ['run']);
  if (status !== 0) process.exit(status);
}
if (only !== 'unit') {
  ensureChromium();
  const port = process.env.KELAS_E2E_PORT || String(await freePort());
  status = run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], { KELAS_E2E_PORT: port });
}
process.exit(status);
