import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('treats an empty value as unset: the default applies (DATABASE_URL= keeps the embedded PGlite)', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '', REDIS_URL: '', STORAGE_DRIVER: '' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.PORT).toBe(3000);
    expect(config.STORAGE_DRIVER).toBe('local');
  });

  it('lists every bad variable in one readable error', () => {
    expect(() => loadConfig({ PORT: 'eighty', STORAGE_DRIVER: 'ftp' })).toThrow(/PORT[\s\S]*STORAGE_DRIVER|STORAGE_DRIVER[\s\S]*PORT/);
  });
});
