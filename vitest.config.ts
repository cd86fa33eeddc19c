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

const apiProject = (name: string, db: 'pglite' | 'postgres', include = ['src/**/*.test.ts', 'test/**/*.test.ts']) => ({
  test: {
    name,
    root: './apps/api',
    include,
    exclude: [
      '**/node_modules/**',
      ...(include[0]!.startsWith('test/fuzz') ? [] : ['test/fuzz/**', 'test/resilience/**', 'test/multi-server/**']),
      // `*.postgres.test.ts`: what only PostgreSQL can show (two servers on one database).
      ...(db === 'pglite' ? ['**/*.postgres.test.ts'] : []),
    ],
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    env: { KELAS_TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * Issue 19's slow tests (database outage, graceful shutdown, crashes): each starts its own
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
    // One file at a time: each runs a PostgreSQL cluster and servers under load on a small machine.
    fileParallelism: false,
  },
};

/**
 * Issue 16 item 4: nginx in front of two compiled servers on PostgreSQL, Redis and s3rver, with a
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
    fileParallelism: false,
  },
};

/**
 * One Vitest run: contracts and API (PGlite; and PostgreSQL when DATABASE_URL is set), the
 * resilience tests (when PostgreSQL's server programs are here) and the web components (jsdom). Browser journeys are Playwright's (e2e/).
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', root: './packages/contracts', include: ['src/**/*.test.ts'], environment: 'node' } },
      apiProject('api-pglite', 'pglite'),
      ...(process.env.DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
      ...(process.env.DATABASE_URL || hasInitdb ? [resilienceProject] : []),
      ...(process.env.DATABASE_URL && hasNginx && hasRedis ? [multiServerProject] : []),
      // Issue 19 item 2: generated calls over every route of the OpenAPI document (FUZZ_SEED replays a run).
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
          // Dependencies that import React go through Vite, so the aliases above reach them
          // (an externalised one would load React itself next to Preact).
          server: { deps: { inline: WEB_INLINE } },
        },
      },
    ],
  },
});
