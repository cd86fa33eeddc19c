#!/usr/bin/env node
// `npm test`: the whole suite. Unit, component and API tests (Vitest; API on PGlite, and on
// PostgreSQL too when DATABASE_URL is set), then the browser journeys (Playwright, Debian's Chromium).
// At the end it prints the time and the number of tests of every project.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';

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

const timesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kelas-test-times-'));
const reporter = (name) => path.join(root, 'scripts', 'reporters', name);
/** The phases run so far: what ran, its wall time, and the per-project rows its reporter wrote. */
const phases = [];

function timed(name, file, fn) {
  const started = Date.now();
  const status = fn();
  let rows = [];
  try {
    rows = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    // the runner ended before its reporter wrote (a crash or a failed start): no rows
  }
  phases.push({ name, seconds: (Date.now() - started) / 1000, rows, status });
  return status;
}

const minutes = (s) => `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, '0')} s`;

function printTimes() {
  const lines = ['', 'Time per project (wall clock from its first test to its last; projects of one runner overlap):'];
  for (const phase of phases) {
    for (const r of phase.rows.sort((a, b) => b.seconds - a.seconds)) {
      lines.push(`  ${r.runner.padEnd(10)} ${r.project.padEnd(14)} ${String(r.tests).padStart(5)} tests ${String(r.files).padStart(4)} files  ${minutes(r.seconds)}`);
    }
    const tests = phase.rows.reduce((n, r) => n + r.tests, 0);
    lines.push(`  ${phase.name.padEnd(25)} ${String(tests).padStart(5)} tests             ${minutes(phase.seconds)}${phase.status === 0 ? '' : '  (failed)'}`);
  }
  lines.push(`  ${'npm test'.padEnd(25)}                         ${minutes((Date.now() - startedAt) / 1000)}`, '');
  console.log(lines.join('\n'));
  fs.rmSync(timesDir, { recursive: true, force: true });
}

const startedAt = Date.now();
const only = process.argv[2]; // optional: "unit" or "e2e"
let status = 0;
if (only !== 'e2e') {
  const file = path.join(timesDir, 'vitest.json');
  status = timed('vitest (all projects)', file, () =>
    run(bin('vitest'), ['run', '--reporter=default', `--reporter=${reporter('vitest-project-times.mjs')}`], { KELAS_PROJECT_TIMES: file }),
  );
  if (status !== 0) {
    printTimes();
    process.exit(status);
  }
}
if (only !== 'unit') {
  ensureChromium();
  const port = process.env.KELAS_E2E_PORT || String(await getPort({ host: '127.0.0.1' }));
  const file = path.join(timesDir, 'playwright.json');
  status = timed('playwright (build, start, all projects)', file, () =>
    run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts', `--reporter=list,${reporter('playwright-project-times.mjs')}`], { KELAS_E2E_PORT: port, KELAS_PROJECT_TIMES: file }),
  );
}
printTimes();
process.exit(status);
