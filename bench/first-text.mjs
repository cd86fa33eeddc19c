#!/usr/bin/env node
// Time to first text on a slow phone (decision 258): the landing, a course detail and the player
// (the demo learner signed in), each on a first visit (a fresh browser profile: nothing cached, no
// service worker) and on a returning visit (the same profile after a visit: HTTP cache and the
// installed service worker), served by the production server (`npm start`'s build, fresh seeded
// PGlite), in Debian's Chromium with its own throttling: slow 4G as Lighthouse simulates it (150 ms
// round trip, 1.6 Mbit/s down, 750 kbit/s up), 4× CPU slowdown, and every /api/ call held 1.5 s
// more (a slow backend). Goal: text on screen within a second.
//
// First text: the first animation frame in which the page's body holds visible text (an init
// script watches from before the first byte), in ms after the navigation started; FCP beside it.
//
//   node bench/first-text.mjs                builds what changed, starts a server, writes bench/results/first-text.json
//   node bench/first-text.mjs --url http://127.0.0.1:3000   measures a running server instead
//
// `npm run bench -- --first-text` runs it as a step of bench/run.mjs (never part of `npm test`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { withProductionServer } from './lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const RUNS = Number(process.env.FIRST_TEXT_RUNS || 3);
/** The goal: something to read within a second. */
export const GOAL_MS = 1000;
/** Extra time every /api/ call takes (ms). */
const API_DELAY_MS = 1500;
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

const LEARNER = { email: 'learner@example.com', password: 'Kelas123!' };
const PLAYER_SLUG = 'belajar-analisis-data-dengan-python';

/** Records, from before the page's first byte, the first frame whose body shows text. */
const WATCH_FIRST_TEXT = () => {
  const seen = () => (document.body?.innerText ?? '').trim().length > 0;
  const tick = () => {
    if (seen()) window.__firstText = performance.now();
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
};

async function learnerSession(baseUrl) {
  const res = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(LEARNER) });
  if (!res.ok) throw new Error(`login of the demo learner: ${res.status} ${await res.text()}`);
  const body = await res.json();
  return { token: body.token, user: JSON.stringify(body.user) };
}

async function pagesOf(baseUrl) {
  const list = (await (await fetch(`${baseUrl}/api/courses?type=${encodeURIComponent('learning video')}`)).json()).data ?? [];
  const course = list[0];
  if (!course) throw new Error('no learning video course to measure');
  return [
    { name: 'landing', path: '/' },
    { name: 'course detail', path: `/detail/${String(course.name).replace(/\s+/g, '-')}/${course.slug}` },
    { name: 'player', path: `/learning/${PLAYER_SLUG}`, signedIn: true },
  ];
}

/** One navigation under the throttling; ms of the first text and of FCP after its start. */
async function measure(page, cdp, url) {
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__firstText !== undefined, undefined, { timeout: 30_000, polling: 50 });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { timeout: 30_000, polling: 50 });
  const r = await page.evaluate(() => ({
    firstText: Math.round(window.__firstText),
    fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0].startTime),
    // Whether a service worker controlled the navigation (a returning visit).
    fromWorker: performance.getEntriesByType('navigation')[0]?.workerStart > 0,
  }));
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return r;
}

/** A browser context like a phone's, signed in for the player, with the first-text watcher and the slow API. */
async function phone(browser, baseUrl, session) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'id-ID', serviceWorkers: 'allow' });
  if (session) {
    await context.addInitScript((s) => {
      if (!localStorage.getItem('token')) {
        localStorage.setItem('token', s.token);
        localStorage.setItem('user', s.user);
      }
    }, session);
  }
  await context.addInitScript(WATCH_FIRST_TEXT);
  await context.route(`${baseUrl}/api/**`, async (route) => {
    await new Promise((r) => setTimeout(r, API_DELAY_MS));
    await route.continue().catch(() => undefined);
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  return { context, page, cdp };
}

/** Each page's first and returning visit, RUNS times each; the median of each. */
export async function measureFirstText({ baseUrl, runs = RUNS }) {
  const pages = await pagesOf(baseUrl);
  const session = await learnerSession(baseUrl);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  const rows = [];
  try {
    for (const p of pages) {
      const first = [];
      const returning = [];
      for (let i = 0; i < runs; i++) {
        const { context, page, cdp } = await phone(browser, baseUrl, p.signedIn ? session : null);
        try {
          first.push(await measure(page, cdp, baseUrl + p.path));
          // The visit installs the service worker a second after the page's first render; wait until
          // it is active (its precache complete), as it would be when the learner comes back.
          await page.evaluate(async () => {
            const ready = navigator.serviceWorker.ready.then(async (reg) => {
              if (reg.active?.state !== 'activated') await new Promise((r) => reg.active?.addEventListener('statechange', r));
            });
            await Promise.race([ready, new Promise((_, reject) => setTimeout(() => reject(new Error('no service worker within 60 s')), 60_000))]);
          });
          // The returning visit: a new tab of the same profile (the worker controls it).
          const again = await context.newPage();
          const againCdp = await context.newCDPSession(again);
          await againCdp.send('Network.enable');
          returning.push(await measure(again, againCdp, baseUrl + p.path));
        } finally {
          await context.close();
        }
      }
      const median = (xs, key) => [...xs].map((x) => x[key]).sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      for (const [visit, all] of [
        ['first', first],
        ['returning', returning],
      ]) {
        const row = {
          page: p.name,
          path: p.path,
          visit,
          firstTextMs: median(all, 'firstText'),
          fcpMs: median(all, 'fcp'),
          runsMs: all.map((r) => r.firstText),
          htmlFromWorker: all.every((r) => r.fromWorker),
        };
        rows.push(row);
        console.log(`${p.name}, ${visit} visit: first text ${row.firstTextMs} ms (runs ${row.runsMs.join(' · ')}), FCP ${row.fcpMs} ms${row.htmlFromWorker ? ', under the service worker' : ''}`);
      }
    }
  } finally {
    await browser.close();
  }
  return {
    settings: `Chromium throttling: ${NETWORK.latency} ms round trip, 1.6 Mbit/s down, 750 kbit/s up, 4× CPU slowdown, every /api/ call held ${API_DELAY_MS} ms; 412×823 phone`,
    runsPerCase: runs,
    goalMs: GOAL_MS,
    pass: rows.every((r) => r.firstTextMs <= GOAL_MS),
    rows,
  };
}

export function firstTextTable(m) {
  return [
    `${m.settings}; median of ${m.runsPerCase} runs. Goal: text on screen within ${m.goalMs} ms. ${m.pass ? 'Met everywhere.' : '**Missed somewhere.**'}`,
    '',
    '| page | visit | first text (ms) | FCP (ms) | runs (ms) | service worker |',
    '| --- | --- | ---: | ---: | --- | --- |',
    ...m.rows.map((r) => `| ${r.page} | ${r.visit} | ${r.firstTextMs} | ${r.fcpMs} | ${r.runsMs.join(' · ')} | ${r.htmlFromWorker ? 'controls the page' : 'none'} |`),
  ].join('\n');
}

export function writeFirstTextResults(m, date = new Date().toISOString().slice(0, 10)) {
  const out = path.join(here, 'results');
  fs.mkdirSync(out, { recursive: true });
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}, load ${os.loadavg()[0].toFixed(1)}`;
  fs.writeFileSync(path.join(out, 'first-text.json'), `${JSON.stringify({ date, machine, ...m }, null, 2)}\n`);
  fs.writeFileSync(path.join(out, `first-text-${date}.md`), `# Time to first text on a slow phone, ${date}\n\n${machine}\n\n${firstTextTable(m)}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await withProductionServer('kelas-first-text-', async (baseUrl) => {
    const m = await measureFirstText({ baseUrl });
    writeFirstTextResults(m);
    console.log(`\n${firstTextTable(m)}`);
    if (!m.pass) process.exitCode = 1;
  });
}
