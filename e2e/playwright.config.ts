import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { PRAKERJA_E2E_CLIENT_CODE, PRAKERJA_E2E_SIGN_KEY, PRAKERJA_STAND_IN_URL } from './prakerja-stand-in-env.ts';

const port = Number(process.env.KELAS_E2E_PORT || 4317);
/** A fresh data directory per run: the server seeds it on first start, as on a fresh clone. */
export const dataDir = path.resolve(import.meta.dirname, `.data-${port}`);
const root = path.resolve(import.meta.dirname, '..');

/**
 * Specs that change or depend on the demo accounts' own data (the demo learner's enrolments,
 * attempts, orders and submissions; the demo Speaking course the programme journey reconfigures;
 * the catalogue the public pages count): one at a time, in the `serial` project. Every other spec
 * creates the learners it changes and runs in the `parallel` project, beside them.
 */
const SERIAL = ['accounts', 'assignments', 'checkout', 'console-people', 'learning', 'learning-en', 'prakerja', 'programmu', 'public', 'quiz', 'studio'].map((name) => `**/${name}.spec.ts`);

/**
 * Specs that change the academy's own settings (its tax), which every price and cart reads: alone,
 * after every other spec.
 */
const ALONE = ['academy'].map((name) => `**/${name}.spec.ts`);

const chromium = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: './tests',
  outputDir: `./artifacts/results-${port}`,
  fullyParallel: false,
  // Both cores: one worker for the serial project, one (or both, once it is done) for the rest.
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // The service worker would answer navigations and public calls from its caches;
    // journeys test the server, so it is blocked here and allowed only in tests/offline.spec.ts
    // (decision 205).
    serviceWorkers: 'block',
    // The browser asks for Indonesian, as a learner in Indonesia does (Accept-Language and
    // navigator.languages); English journeys set `locale: 'en-US'` themselves.
    locale: 'id-ID',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    // Signs the demo accounts in once (the admin with one two-factor code) for every other spec.
    { name: 'sessions', testMatch: /sessions\.setup\.ts$/, use: chromium },
    { name: 'serial', testMatch: SERIAL, workers: 1, dependencies: ['sessions'], use: chromium },
    { name: 'parallel', testIgnore: [...SERIAL, ...ALONE, /sessions\.setup\.ts$/], dependencies: ['sessions'], use: chromium },
    { name: 'alone', testMatch: ALONE, workers: 1, dependencies: ['serial', 'parallel'], use: chromium },
  ],
  globalSetup: './global-setup.ts',
  webServer: {
    // Exactly the README's command (after npm ci): npm start, on a fresh data directory.
    command: `rm -rf "${dataDir}" && npm start`,
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    // Generous: the first start builds the SPA and the server, slow on a busy 2-core machine.
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // Playwright passes its own environment on; the empty values below switch off whatever
    // outside services that environment names (CI sets DATABASE_URL for the API tests), so the
    // journeys run on the embedded default, as `npm ci && npm start` does on a fresh machine.
    env: {
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      STORAGE_DRIVER: 'local',
      PAYMENT_PROVIDER: 'sandbox',
      CAPTCHA_PROVIDER: 'altcha',
      SSO_JWKS_URL: '',
      SSO_PUBLIC_KEY: '',
      PUBLIC_URL: '',
      SEED_ON_START: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Journeys log in many times from one address.
      LOGIN_REQUESTS_PER_IP: '10000',
      VOUCHER_CLAIMS_PER_IP: '10000',
      // The job-training programme: the loopback stand-in the global setup starts (decision 196).
      PRAKERJA_BASE_URL: PRAKERJA_STAND_IN_URL,
      PRAKERJA_CLIENT_CODE: PRAKERJA_E2E_CLIENT_CODE,
      PRAKERJA_SIGN_KEY: PRAKERJA_E2E_SIGN_KEY,
    },
  },
});
