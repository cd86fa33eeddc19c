// Initial JavaScript of the landing route, in KB gzip: the entry chunk, the landing route's lazy
// chunk, and every chunk they import statically (from Vite's build manifest).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export function measureLandingBundle({ root, outDir }) {
  const build = spawnSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir', '--manifest'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('vite build failed');
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imp of chunk.imports ?? []) visit(imp);
  };
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  visit(entry);
  const landing = Object.keys(manifest).find((k) => k.endsWith('src/app/routes/landing.tsx'));
  if (landing) visit(landing);
  let raw = 0;
  let gz = 0;
  for (const f of files) {
    if (!f.endsWith('.js')) continue;
    const buf = fs.readFileSync(path.join(outDir, f));
    raw += buf.length;
    gz += zlib.gzipSync(buf, { level: 9 }).length;
  }
  return { chunks: files.size, rawKb: +(raw / 1024).toFixed(1), gzipKb: +(gz / 1024).toFixed(1) };
}
