#!/usr/bin/env node
// Production build, only of what changed (decision 120):
// - the SPA with Vite into WEB_DIST (default apps/web/dist);
// - the server with esbuild into apps/api/dist/server.js (one ES module; npm packages stay
//   external, the workspace's own TypeScript, @kelas/contracts included, is bundled), plus the
//   SQL migrations beside it.
// Each output keeps a `.build-stamp`: a SHA-256 over the paths and contents of its sources (and the
// lock file). A build runs only when the stamp differs, and is written to a temporary folder that
// is renamed into place, so a crashed or concurrent build never leaves a half-written output.
// `node scripts/build.mjs [--force]` builds both; `npm start` imports `ensureBuilt`.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const STAMP = '.build-stamp';

/** Sources of each output: folders are walked (skipping tests, node_modules and dist). */
const WEB_SOURCES = ['scripts/build.mjs', 'apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/pwa.config.ts', 'apps/web/package.json', 'packages/contracts/src', 'package-lock.json'];
const API_SOURCES = ['apps/api/src', 'apps/api/package.json', 'packages/contracts/src', 'package-lock.json', 'scripts/build.mjs'];

function listFiles(rel, out) {
  const abs = path.join(root, rel);
  let stat;
  try {
    stat = fs.statSync(abs);
  } catch {
    return;
  }
  if (stat.isFile()) {
    out.push(rel);
    return;
  }
  for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    if (/\.test\.tsx?$/.test(entry.name)) continue;
    const child = path.join(rel, entry.name);
    if (entry.isDirectory()) listFiles(child, out);
    else if (entry.isFile()) out.push(child);
  }
}

/** SHA-256 of the listed sources' relative paths and contents. */
export function sourceHash(sources) {
  const files = [];
  for (const s of sources) listFiles(s, files);
  files.sort();
  const hash = crypto.createHash('sha256');
  for (const f of files) {
    hash.update(f).update('\0').update(fs.readFileSync(path.join(root, f))).update('\0');
  }
  return hash.digest('hex');
}

function readStamp(dir) {
  try {
    return fs.readFileSync(path.join(dir, STAMP), 'utf8').trim();
  } catch {
    return '';
  }
}

/** Builds into a sibling temporary folder with `build(tmpDir)`, stamps it and swaps it into `outDir`. */
function buildInto(outDir, stamp, build) {
  const tmp = `${outDir}.tmp-${process.pid}-${Date.now()}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.mkdirSync(tmp, { recursive: true });
  try {
    build(tmp);
    fs.writeFileSync(path.join(tmp, STAMP), `${stamp}\n`);
    const old = `${outDir}.old-${process.pid}-${Date.now()}`;
    if (fs.existsSync(outDir)) fs.renameSync(outDir, old);
    fs.renameSync(tmp, outDir);
    fs.rmSync(old, { recursive: true, force: true });
  } catch (err) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw err;
  }
}

function run(cmd, args, cwd) {
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${path.basename(cmd)} ${args[0] ?? ''} failed (${r.status ?? r.signal})`);
}

/** Builds the SPA into `webDist` when its sources changed since that folder's last build. */
export function ensureWebBuilt(webDist, { force = false } = {}) {
  const stamp = sourceHash(WEB_SOURCES);
  if (!force && readStamp(webDist) === stamp && fs.existsSync(path.join(webDist, 'index.html'))) return false;
  console.log('Building the web app…');
  buildInto(webDist, stamp, (tmp) => {
    run(bin('vite'), ['build', '--logLevel', 'warn', '--outDir', tmp, '--emptyOutDir'], path.join(root, 'apps/web'));
    precompress(path.join(tmp, 'assets'));
  });
  return true;
}

/** Brotli and gzip copies of the text assets, which the server sends to browsers that accept them. */
function precompress(dir) {
  if (!fs.existsSync(dir)) return;
  for (const f of fs.readdirSync(dir)) {
    if (!/\.(js|css|svg|json)$/.test(f)) continue;
    const file = path.join(dir, f);
    const body = fs.readFileSync(file);
    if (body.length < 1024) continue;
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  }
}

export const apiDist = path.join(root, 'apps/api/dist');
export const apiEntry = path.join(apiDist, 'server.js');

/** Compiles the server into apps/api/dist when its sources changed since the last build. */
export async function ensureApiBuilt({ force = false } = {}) {
  const stamp = sourceHash(API_SOURCES);
  if (!force && readStamp(apiDist) === stamp && fs.existsSync(apiEntry)) return false;
  console.log('Building the server…');
  const esbuild = await import('esbuild');
  const migrations = path.join(root, 'apps/api/src/db/migrations');
  const tmpOut = `${apiDist}.esbuild-${process.pid}`;
  fs.rmSync(tmpOut, { recursive: true, force: true });
  try {
    await esbuild.build({
      entryPoints: { server: path.join(root, 'apps/api/src/server.ts') },
      outdir: tmpOut,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      sourcemap: 'linked',
      logLevel: 'warning',
      plugins: [externalNpmPackages],
    });
    buildInto(apiDist, stamp, (tmp) => {
      fs.cpSync(tmpOut, tmp, { recursive: true });
      fs.cpSync(migrations, path.join(tmp, 'migrations'), { recursive: true });
    });
  } finally {
    fs.rmSync(tmpOut, { recursive: true, force: true });
  }
  return true;
}

/** npm packages stay external (installed beside it); the workspace's own TypeScript is bundled. */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@kelas/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** Both builds, as `npm start` needs them. */
export async function ensureBuilt({ webDist, force = false }) {
  ensureWebBuilt(webDist, { force });
  await ensureApiBuilt({ force });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const force = process.argv.includes('--force');
  const webDist = path.resolve(root, process.env.WEB_DIST || 'apps/web/dist');
  await ensureBuilt({ webDist, force });
}
