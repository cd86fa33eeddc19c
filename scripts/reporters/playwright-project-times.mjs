// A Playwright reporter that records, per project, how many tests ran and when its first test started
// and its last one ended; `npm test` (scripts/test.mjs) prints it beside Vitest's.
import fs from 'node:fs';

export default class ProjectTimes {
  /** @type {Map<string, { files: Set<string>; tests: number; start: number; end: number }>} */
  projects = new Map();

  onTestEnd(test, result) {
    const name = test.parent.project()?.name ?? '';
    let e = this.projects.get(name);
    if (!e) this.projects.set(name, (e = { files: new Set(), tests: 0, start: Infinity, end: 0 }));
    e.files.add(test.location.file);
    e.tests += 1;
    const start = result.startTime.getTime();
    e.start = Math.min(e.start, start);
    e.end = Math.max(e.end, start + result.duration);
  }

  onEnd() {
    const out = process.env.KELAS_PROJECT_TIMES;
    if (!out) return;
    const rows = [...this.projects].map(([name, e]) => ({ runner: 'playwright', project: name, files: e.files.size, tests: e.tests, seconds: Math.max(0, (e.end - e.start) / 1000) }));
    fs.writeFileSync(out, JSON.stringify(rows));
  }

  printsToStdio() {
    return false;
  }
}
