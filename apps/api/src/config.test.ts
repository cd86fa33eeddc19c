import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { SECRET_NAMES, SECRETS_FILE_NAME } from './config-secrets.ts';
import { loadConfig } from './config.ts';

const dirs: string[] = [];
/** A fresh, empty DATA_DIR (removed after the test). */
function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kelas-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** Values that pass the secret rules (32+ characters), one per name. */
const given = Object.fromEntries(SECRET_NAMES.map((n) => [n, `${n.toLowerCase()}-${'x'.repeat(32)}`]));

describe('loadConfig', () => {
  it('treats an empty value as unset: the default applies (DATABASE_URL= keeps the embedded PGlite)', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: '', PORT: '', REDIS_URL: '', STORAGE_DRIVER: '' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.PORT).toBe(3000);
    expect(config.STORAGE_DRIVER).toBe('local');
  });

  it('lists every bad variable in one readable error', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty', STORAGE_DRIVER: 'ftp' })).toThrow(/PORT[\s\S]*STORAGE_DRIVER|STORAGE_DRIVER[\s\S]*PORT/);
  });
});

describe('secrets of a single server (npm start on a fresh clone)', () => {
  it('generates every secret at the first start into DATA_DIR/secrets.json (0600), keeps them across restarts, and defaults to the sandbox', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    const file = path.join(dir, SECRETS_FILE_NAME);
    expect(first.SECRETS_FILE).toBe(file);
    expect(first.GENERATED_SECRETS.sort()).toEqual([...SECRET_NAMES].sort());
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const values = SECRET_NAMES.map((n) => first[n]);
    // 32 random bytes each, base64url: 43 characters, all different.
    for (const v of values) expect(v).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(values).size).toBe(SECRET_NAMES.length);
    expect(first.PAYMENT_PROVIDER).toBe('sandbox');

    const again = loadConfig({ DATA_DIR: dir });
    expect(SECRET_NAMES.map((n) => again[n])).toEqual(values);
    expect(again.GENERATED_SECRETS).toEqual([]);
    // Another data directory, other secrets: nothing is shared between installations.
    const other = loadConfig({ DATA_DIR: dataDir() });
    for (const n of SECRET_NAMES) expect(other[n]).not.toBe(first[n]);
  });

  it('uses a given value over the file and generates only what is missing', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir, SSO_SECRET: given.SSO_SECRET! });
    expect(config.SSO_SECRET).toBe(given.SSO_SECRET);
    const stored = JSON.parse(fs.readFileSync(path.join(dir, SECRETS_FILE_NAME), 'utf8')) as Record<string, string>;
    expect(Object.keys(stored).sort()).toEqual(['CAPTCHA_HMAC_KEY', 'FILE_URL_SECRET', 'SANDBOX_WEBHOOK_SECRET']);
  });

  it('writes no file when every needed secret is given', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir, ...given });
    expect(config.SECRETS_FILE).toBeNull();
    expect(fs.existsSync(path.join(dir, SECRETS_FILE_NAME))).toBe(false);
  });

  it('counts NODE_ENV=production on the loopback (the Playwright and benchmark servers) as a single server', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '4317' });
    expect(config.GENERATED_SECRETS.length).toBe(SECRET_NAMES.length);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:8080' }).PAYMENT_PROVIDER).toBe('sandbox');
  });

  it('names the secrets file when it is not JSON, rather than replacing it', () => {
    const dir = dataDir();
    fs.writeFileSync(path.join(dir, SECRETS_FILE_NAME), '{ broken');
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(`${path.join(dir, SECRETS_FILE_NAME)} is not a JSON object of secrets`);
    expect(fs.readFileSync(path.join(dir, SECRETS_FILE_NAME), 'utf8')).toBe('{ broken');
  });

  it('refuses a secret shorter than 32 characters', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), FILE_URL_SECRET: 'short', SSO_SECRET: 'also-short' })).toThrow(/SSO_SECRET: at least 32 characters\n {2}FILE_URL_SECRET: at least 32 characters/);
  });
});

describe('secrets of a deployment of several servers', () => {
  it('refuses NODE_ENV=production with a public address, naming every missing secret and PAYMENT_PROVIDER; writes nothing', () => {
    const dir = dataDir();
    expect(() => loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', PUBLIC_URL: 'https://kelas.example.id' })).toThrow(
      'Missing configuration for a deployment of several servers (NODE_ENV=production with the public address https://kelas.example.id): set FILE_URL_SECRET, SSO_SECRET, SANDBOX_WEBHOOK_SECRET, CAPTCHA_HMAC_KEY, PAYMENT_PROVIDER.',
    );
    expect(fs.readdirSync(dir)).toEqual([]);
    // The Docker image's HOST=0.0.0.0 without PUBLIC_URL is not the loopback either.
    expect(() => loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', HOST: '0.0.0.0' })).toThrow(/http:\/\/0\.0\.0\.0:3000\): set FILE_URL_SECRET/);
  });

  it('refuses PostgreSQL with Redis in any NODE_ENV, even when a secrets file exists', () => {
    const dir = dataDir();
    loadConfig({ DATA_DIR: dir });
    expect(() => loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://kelas@db/kelas', REDIS_URL: 'redis://cache:6379' })).toThrow(
      /\(DATABASE_URL and REDIS_URL are set\): set FILE_URL_SECRET, SSO_SECRET, SANDBOX_WEBHOOK_SECRET, CAPTCHA_HMAC_KEY, PAYMENT_PROVIDER\./,
    );
  });

  it('asks only for the secrets the configuration uses, and for PAYMENT_PROVIDER even when it is the sandbox', () => {
    const base = { DATA_DIR: dataDir(), NODE_ENV: 'production', PUBLIC_URL: 'https://kelas.example.id' };
    const elsewhere = { PAYMENT_PROVIDER: 'midtrans', MIDTRANS_SERVER_KEY: 'SB-Mid-server-x', SSO_JWKS_URL: 'https://idp.example.id/jwks.json', CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SECRET: 'r' };
    expect(() => loadConfig({ ...base, ...elsewhere })).toThrow(/: set FILE_URL_SECRET\.$/m);
    expect(() => loadConfig({ ...base, ...given })).toThrow(/: set PAYMENT_PROVIDER\./);
    const config = loadConfig({ ...base, ...given, PAYMENT_PROVIDER: 'sandbox' });
    expect(config.SSO_SECRET).toBe(given.SSO_SECRET);
    expect(config.SECRETS_FILE).toBeNull();
    // A secret the configuration does not use is a random value of the process, never a known one.
    const partial = loadConfig({ ...base, ...elsewhere, FILE_URL_SECRET: given.FILE_URL_SECRET! });
    expect(partial.SSO_SECRET).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fs.readdirSync(base.DATA_DIR)).toEqual([]);
  });
});

describe('demo data', () => {
  it('is seeded by default on a single server, not on several (its admin is published in the README), and as told either way', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).SEED_ON_START).toBe(true);
    const several = { DATA_DIR: dataDir(), NODE_ENV: 'production', PUBLIC_URL: 'https://kelas.example.id', PAYMENT_PROVIDER: 'sandbox', ...given };
    expect(loadConfig(several).SEED_ON_START).toBe(false);
    expect(loadConfig({ ...several, SEED_ON_START: 'true' }).SEED_ON_START).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), SEED_ON_START: 'false' }).SEED_ON_START).toBe(false);
  });
});

describe('the server process', () => {
  it('exits at once with the missing names when started for production without secrets', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
    const dir = dataDir();
    const env: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), NODE_ENV: 'production', PUBLIC_URL: 'https://kelas.example.id', DATA_DIR: dir };
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], { cwd: root, env, encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('set FILE_URL_SECRET, SSO_SECRET, SANDBOX_WEBHOOK_SECRET, CAPTCHA_HMAC_KEY, PAYMENT_PROVIDER.');
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
