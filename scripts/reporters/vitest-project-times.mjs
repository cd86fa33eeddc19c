// A Vitest reporter that records, per project, how many files and tests ran and when its first file
// started and its last one ended; `npm test` (scripts/test.mjs) prints it beside Playwright's.
import fs from 'node:fs';

export default class ProjectTimes {
  /** @type {Map<string, { files: number; tests: number; start: number; end: number }>} */
  projects = new Map();

  entry(name) {
    let e = this.projects.get(name);
    if (!e) this.projects.set(name, (e = { files: 0, tests: 0, start: Infinity, end: 0 }));
    return e;
  }

  onTestModuleStart(testModule) {
    const e = this.entry(testModule.project.name);
    e.start = Math.min(e.start, Date.now());
  }

  onTestModuleEnd(testModule) {
    const e = this.entry(testModule.project.name);
    e.files += 1;
    e.tests += [...testModule.children.allTests()].length;
    e.end = Math.max(e.end, Date.now());
  }

  onTestRunEnd() {
    const out = process.env.KELAS_PROJECT_TIMES;
    if (!out) return;
    const rows = [...this.projects].map(([name, e]) => ({ runner: 'vitest', project: name, files: e.files, tests: e.tests, seconds: Math.max(0, (e.end - e.start) / 1000) }));
    fs.writeFileSync(out, JSON.stringify(rows));
  }
}
