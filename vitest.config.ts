import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import path from 'node:path';

const apiProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: './apps/api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    env: { KELAS_TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * One Vitest run: contracts and API (PGlite; and PostgreSQL when DATABASE_URL is set) and
 * the web components (jsdom). Browser journeys are Playwright's (e2e/).
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', root: './packages/contracts', include: ['src/**/*.test.ts'], environment: 'node' } },
      apiProject('api-pglite', 'pglite'),
      ...(process.env.DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
      {
        plugins: [react()],
        resolve: { alias: { '@': path.resolve('./apps/web/src') } },
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./test/setup.ts'],
        },
      },
    ],
  },
});
