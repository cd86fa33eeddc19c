// Every script a browser fetches for `/` until the network is idle, in KB gzip:
// Debian's Chromium through playwright-core, each script response gzipped at level 9 (what a
// server with compression sends), plus the largest chunk of the build.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Loads `${baseUrl}/` at 1280 px and sums the scripts fetched until the network is idle. */
export async function measureLandingInBrowser({ baseUrl, webDist }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    // Every script URL the page asks for (module entry, preloads, lazy route chunks), then each
    // one's bytes fetched again from the server and gzipped here.
    const urls = new Set();
    page.on('request', (req) => {
      if (req.resourceType() === 'script' || new URL(req.url()).pathname.endsWith('.js')) urls.add(req.url());
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    // The installable app's chunk comes a second after the first render, once the browser is idle
    // (decision 146): wait for it too, so every script the landing loads is counted.
    await page.waitForTimeout(3000);
    await page.waitForLoadState('networkidle');
    const scripts = new Map();
    for (const url of urls) {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      scripts.set(url, { raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length });
    }
    let raw = 0;
    let gz = 0;
    for (const s of scripts.values()) {
      raw += s.raw;
      gz += s.gzip;
    }
    let largest = { file: '', kb: 0 };
    const assets = path.join(webDist, 'assets');
    for (const f of fs.readdirSync(assets)) {
      if (!f.endsWith('.js')) continue;
      const kb = +(fs.statSync(path.join(assets, f)).size / 1024).toFixed(1);
      if (kb > largest.kb) largest = { file: f, kb };
    }
    return {
      scripts: scripts.size,
      rawKb: +(raw / 1024).toFixed(1),
      gzipKb: +(gz / 1024).toFixed(1),
      files: [...scripts.keys()].map((u) => new URL(u).pathname),
      largestChunk: largest,
    };
  } finally {
    await browser.close();
  }
}
