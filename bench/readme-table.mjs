// The Benchmarks table, made from bench/results/latest.json, and written into the README between
// the markers `<!-- bench:start -->` and `<!-- bench:end -->`. `node bench/readme-table.mjs`
// regenerates it from the committed results without measuring again. The Lighthouse table comes from
// bench/results/lighthouse.json (bench/lighthouse.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderSpike } from './exam-spike.mjs';

const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

/** Markdown of one run's results. */
export function renderResults(r) {
  const l = r.landing;
  return [
    `Run ${r.date}${r.quick ? ' (`--quick`)' : ''} on ${r.machine}; load average ${r.loadAverage} at the end (other engineers' tests share the 2 cores, so read the ratios to the same-run baseline rather than the absolute figures). autocannon, 50 connections, ${r.duration} s per row.${r.rows.some((x) => x.baselineRps) ? ` A read row (catalogue, detail, activity) is instead the median of ${r.quick ? 'one alternation' : 'five alternations, 5 s each,'} of hello-world and the call, after a 2 s warm-up of both; its ratio is to the hello-world measured just before it, its baseline req/s column (decision 142).` : ''}`,
    '',
    `Landing \`/\` in Chromium until the network is idle: **${l.gzipKb} KB gzip** of script (${l.scripts} files, ${l.rawKb} KB raw; goal ≤ 130 KB). Largest chunk of the build: ${l.largestChunk.file} ${l.largestChunk.kb} kB (goal ≤ 500 kB).`,
    '',
    '| start | seconds | goal |',
    '| --- | ---: | --- |',
    ...r.timings.map((t) => `| ${t.name} | ${t.seconds} | ${t.goal} |`),
    '',
    '| call | req/s | p99 ms | baseline req/s | ratio to baseline | errors | goal |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...r.rows.map((x) => `| ${x.name} | ${x.rps} | ${x.p99} | ${x.baselineRps ?? ''} | ${x.ratio} | ${x.errors} | ${x.goal ?? ''} |`),
    ...spikeLines(r),
    ...lighthouseLines(),
    ...firstTextLines(),
  ].join('\n');
}

/** Lighthouse mobile (bench/lighthouse.mjs), from the latest bench/results/lighthouse.json. */
function lighthouseLines() {
  let m;
  try {
    m = JSON.parse(fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', 'lighthouse.json'), 'utf8'));
  } catch {
    return [];
  }
  return [
    '',
    `Lighthouse ${m.lighthouse} mobile (${m.settings}), median of ${m.runsPerPage} runs (performance and TBT: each run), ${m.date} (${m.machine}). Goals: LCP ≤ ${m.goals.lcpMs} ms, performance ≥ ${m.goals.performance}${m.goals.tbtMs ? ` and TBT ≤ ${m.goals.tbtMs} ms in every run` : ''}, accessibility ≥ ${m.goals.accessibility}, CLS ≤ ${m.goals.cls}, landing transfer ≤ ${m.goals.landingBytes / 1024} KB.`,
    '',
    '| page | LCP ms | FCP ms | TBT ms | CLS | transfer KB | performance | accessibility |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...m.pages.map(
      (p) => `| ${p.page} | ${p.lcpMs} | ${p.fcpMs} | ${(p.tbtRunsMs ?? [p.tbtMs]).join(' · ')} | ${p.cls} | ${(p.totalBytes / 1024).toFixed(1)} | ${(p.scoreRuns ?? [p.score]).join(' · ')} | ${p.accessibility ?? ''} |`,
    ),
  ];
}

/** Time to first text on a slow phone (bench/first-text.mjs), from the latest bench/results/first-text.json. */
function firstTextLines() {
  let m;
  try {
    m = JSON.parse(fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', 'first-text.json'), 'utf8'));
  } catch {
    return [];
  }
  return [
    '',
    `Time to first text (bench/first-text.mjs), ${m.settings}; median of ${m.runsPerCase} runs, ${m.date} (${m.machine}). Goal: ≤ ${m.goalMs} ms.`,
    '',
    '| page | visit | first text ms | FCP ms | service worker |',
    '| --- | --- | ---: | ---: | --- |',
    ...m.rows.map((r) => `| ${r.page} | ${r.visit} | ${r.firstTextMs} | ${r.fcpMs} | ${r.htmlFromWorker ? 'controls the page' : 'none'} |`),
  ];
}

/** The exam spike's table: from the run itself, else from the latest bench/results/exam-spike.json (its own date). */
function spikeLines(r) {
  let runs = r.examSpike;
  let note = '';
  if (!runs?.length) {
    try {
      const spike = JSON.parse(fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', 'exam-spike.json'), 'utf8'));
      runs = spike.runs;
      note = ` Run ${spike.date} by \`node bench/exam-spike.mjs\` (${spike.machine}).`;
    } catch {
      return [];
    }
  }
  if (!runs?.length) return [];
  return ['', `Exam spike (bench/exam-spike.mjs): each learner starts the quiz, answers 10 questions (think time between answers as given) and finishes, one connection per learner.${note}`, '', renderSpike(runs)];
}

/** Rewrites the README's table from `result`; returns the markdown. */
export function writeReadmeTable({ root, result }) {
  const text = renderResults(result);
  const readme = path.join(root, 'README.md');
  const src = fs.readFileSync(readme, 'utf8');
  const a = src.indexOf(START);
  const b = src.indexOf(END);
  if (a >= 0 && b > a) fs.writeFileSync(readme, `${src.slice(0, a + START.length)}\n${text}\n${src.slice(b)}`);
  return text;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  const result = JSON.parse(fs.readFileSync(path.join(root, 'bench/results/latest.json'), 'utf8'));
  console.log(writeReadmeTable({ root, result }));
}
