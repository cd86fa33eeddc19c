import { describe, expect, it } from 'vitest';
import { prakerjaClientFromConfig } from './client.ts';
import { PrakerjaError } from './errors.ts';

const config = { PRAKERJA_BASE_URL: 'http://127.0.0.1:9', PRAKERJA_CLIENT_CODE: 'lp', PRAKERJA_SIGN_KEY: 'rahasia-sekali', PRAKERJA_TIMEOUT_MS: 200 };

describe('prakerja client configuration and errors', () => {
  it('is off unless base URL, client code and sign key are all set', () => {
    expect(prakerjaClientFromConfig(config, () => new Date())).not.toBeNull();
    for (const key of ['PRAKERJA_BASE_URL', 'PRAKERJA_CLIENT_CODE', 'PRAKERJA_SIGN_KEY'] as const) {
      expect(prakerjaClientFromConfig({ ...config, [key]: undefined }, () => new Date()), key).toBeNull();
    }
  });

  it('maps an unreachable programme to a retryable error that never carries the key or the signature', async () => {
    const client = prakerjaClientFromConfig(config, () => new Date())!;
    const err = await client.redeemStatus({ redeemCode: 'PRAT-X', sequence: 1 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PrakerjaError);
    const e = err as PrakerjaError;
    expect(e.kind).toBe('unavailable');
    expect(e.retryable).toBe(true);
    expect(JSON.stringify({ message: e.message, details: e.details, stack: e.stack })).not.toContain('rahasia-sekali');
  });
});
