import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import { preactAliasEntries } from './apps/web/preact.config.ts';

/** Packages of the web app that import `react`/`react-dom` (directly or through a hook helper). */
const WEB_INLINE = [
  /@testing-library\/react/,
  /react-router/,
  /@tanstack\/react-query/,
  /react-i18next/,
  /radix-ui/,
  /@radix-ui\//,
  /@floating-ui\/react/,
  /react-remove-scroll/,
  /react-style-singleton/,
  /use-callback-ref/,
  /use-sidecar/,
  /sonner/,
  /lucide-react/,
  /react-hook-form/,
  /@hookform\//,
  /@tiptap\/react/,
  /recharts/,
  /react-redux/,
  /@dnd-kit\//,
  /react-pdf/,
];

const FUZZ = ['test/fuzz/**/*.test.ts'];
const API_DEFAULT = ['src/**/*.test.ts', 'test/**/*.test.ts'];

/**
 * The API test files that use the run's database (they build the app through `test/test-app.ts`).
 * The PostgreSQL project runs only these: a file that never opens the run's database proves the
 * same thing on either, so it runs once, in the PGlite project.
 */
function filesOnTheRunDatabase(): string[] {
  const apiRoot = path.resolve('./apps/api');
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(full);
      } else if (entry.name.endsWith('.test.ts') && /test\/test-app\.ts'/.test(fs.readFileSync(full, 'utf8'))) {
        found.push(path.relative(apiRoot, full));
      }
    }
  };
  walk(path.join(apiRoot, 'src'));
  walk(path.join(apiRoot, 'test'));
  return found.sort();
}

const apiProject = (name: string, db: 'pglite' | 'postgres', include = db === 'postgres' ? filesOnTheRunDatabase() : API_DEFAULT) => ({
  test: {
    name,
    root: './apps/api',
    include,
    exclude: [
      '**/node_modules/**',
      ...(include === FUZZ ? [] : ['test/fuzz/**', 'test/resilience/**', 'test/multi-server/**']),
      // `*.postgres.test.ts`: what only PostgreSQL can show (two servers on one database).
      ...(db === 'pglite' ? ['**/*.postgres.test.ts'] : []),
    ],
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/setup-file.ts'],
    env: { KELAS_TEST_DB: db },
    // Every file builds its own app on its own copy of the database, and none mocks a module or
    // changes the environment: the files of a worker share their loaded modules (the app's import
    // graph once per worker instead of once per file).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * The slow tests of failure (database outage, graceful shutdown, crashes): each starts its own
 * PostgreSQL cluster (initdb, pg_ctl) and server processes. They run when the machine has the
 * PostgreSQL server programs (or DATABASE_URL is set, as in CI, where they must then be present).
 */
const hasInitdb = ['/usr/local/bin', '/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin', ...(process.env.PATH ?? '').split(':')].some(
  (dir) => dir && fs.existsSync(path.join(dir, 'initdb')),
);
const resilienceProject = {
  test: {
    name: 'resilience',
    root: './apps/api',
    include: ['test/resilience/**/*.test.ts'],
    environment: 'node',
    env: { KELAS_TEST_DB: 'resilience' },
    testTimeout: 120_000,
    hookTimeout: 240_000,
    // One file (resilience.test.ts), so one cluster at a time. Not `fileParallelism: false`: Vitest
    // would then run the project in a group of its own after the others, with a core idle. Sharing
    // modules (nothing here mocks one) lets it start beside the API files (LongFilesFirst).
    isolate: false,
  },
};

/**
 * nginx in front of two compiled servers on PostgreSQL, Redis and s3rver, with a
 * server killed under load (apps/api/test/multi-server/, decision 186). Runs when nginx is here and
 * PostgreSQL is reachable (DATABASE_URL, as in CI, where .ci/run installs nginx-light and redis-server).
 */
const hasNginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].some((p) => fs.existsSync(p));
const hasRedis = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].some((p) => fs.existsSync(p)) || !!process.env.REDIS_URL;
const multiServerProject = {
  test: {
    name: 'multi-server',
    root: './apps/api',
    include: ['test/multi-server/**/*.test.ts'],
    environment: 'node',
    env: { KELAS_TEST_DB: 'multi-server' },
    testTimeout: 180_000,
    hookTimeout: 240_000,
    // The second file (nginx-config) only reads the config, so the two may run side by side.
    isolate: false,
  },
};

/**
 * The files that take minutes in one worker (the multi-server and resilience projects, which run
 * one file at a time, and the fuzz) start first, so the other worker takes the many short files
 * meanwhile instead of the long ones running last beside an idle worker. The rest keep Vitest's
 * own order.
 */
const LONG_FIRST = ['multi-server', 'resilience', 'fuzz', 'fuzz-postgres'];
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = LONG_FIRST.indexOf(f.project.name);
      return i < 0 ? LONG_FIRST.length : i;
    };
    const sorted = await super.sort(files);
    return sorted.map((f, i) => ({ f, i })).sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i).map(({ f }) => f);
  }
}

/**
 * One Vitest run: contracts and API (PGlite; and PostgreSQL when DATABASE_URL is set), the
 * resilience tests (when PostgreSQL's server programs are here) and the web components (jsdom). Browser journeys are Playwright's (e2e/).
 */
export default defineConfig({
  test: {
    // Both cores (Vitest's default leaves one free for the main process, which has little to do).
    maxWorkers: 2,
    sequence: { sequencer: LongFilesFirst },
    projects: [
      { test: { name: 'contracts', root: './packages/contracts', include: ['src/**/*.test.ts'], environment: 'node', isolate: false } },
      apiProject('api-pglite', 'pglite'),
      ...(process.env.DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
      ...(process.env.DATABASE_URL || hasInitdb ? [resilienceProject] : []),
      ...(process.env.DATABASE_URL && hasNginx && hasRedis ? [multiServerProject] : []),
      // Generated calls over every route of the OpenAPI document (FUZZ_SEED replays a run).
      apiProject('fuzz', 'pglite', FUZZ),
      ...(process.env.DATABASE_URL ? [apiProject('fuzz-postgres', 'postgres', FUZZ)] : []),
      {
        plugins: [react()],
        // The components run on Preact 11, as the built SPA does (decision 128).
        resolve: {
          alias: [
            { find: '@', replacement: path.resolve('./apps/web/src') },
            ...preactAliasEntries(),
            // CommonJS, so out of the aliases' reach under Vitest: an ES module stand-in (decision 128).
            { find: /^use-sync-external-store\/(shim|shim\/index|shim\/with-selector|with-selector)(\.js)?$/, replacement: path.resolve('./apps/web/test/use-sync-external-store.ts') },
          ],
          // Vitest resolves as Node does (`node` condition, no `module`): packages with both builds
          // would give their CommonJS one, whose `require('react')` no alias reaches. Their ES
          // module builds go through Vite, and so through the aliases.
          conditions: ['module'],
          mainFields: ['module'],
        },
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./test/setup.ts'],
          // The web's files share two cores with the API projects' databases: a form test that
          // types and clicks took over 5 s there once. A hang still fails.
          testTimeout: 15_000,
          // A worker's files share their loaded modules (Preact, the router, the catalogues): each
          // file still gets its own DOM and request handlers; a test that needs a module's fresh
          // state imports it after `vi.resetModules()`.
          isolate: false,
          // Dependencies that import React go through Vite, so the aliases above reach them
          // (an externalised one would load React itself next to Preact).
          server: { deps: { inline: WEB_INLINE } },
        },
      },
    ],
  },
});
