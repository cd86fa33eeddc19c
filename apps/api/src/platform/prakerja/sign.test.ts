import { describe, expect, it } from 'vitest';
import { rawSignature, signatureMatches, signRequest, unixSeconds } from './sign.ts';

// The documentation's own example (https://developer.prakerja.go.id/generate-signature):
// client code "client_code", timestamp 1698289216 (2023-10-26T10:00:16+07:00), POST to the
// redeem-code status path with the body {"redeem_code":"GHOPNYXUVMT0","sequence":1}.
const DOC_EXAMPLE = {
  clientCode: 'client_code',
  timestamp: 1698289216,
  method: 'POST',
  path: '/api/v1/integration/payment/redeem-code/status',
  body: '{"redeem_code":"GHOPNYXUVMT0","sequence":1}',
};
const DOC_RAW = 'client_code1698289216POST/api/v1/integration/payment/redeem-code/status{"redeem_code":"GHOPNYXUVMT0","sequence":1}';

describe('prakerja request signing', () => {
  it('builds the raw signature exactly as the documentation example', () => {
    expect(rawSignature(DOC_EXAMPLE)).toBe(DOC_RAW);
  });

  it('signs with hex(HMAC-SHA1(raw, sign_key)): the value OpenSSL gives for the documented raw signature', () => {
    // The docs publish no example key or output; this reference was computed independently with
    // `printf '%s' "$RAW" | openssl dgst -sha1 -hmac 'sign_key'`.
    expect(signRequest(DOC_EXAMPLE, 'sign_key')).toBe('558778d032871ecbf257394c189f5b3bf0672178');
  });

  it('depends on every part of the raw signature', () => {
    const base = signRequest(DOC_EXAMPLE, 'k');
    expect(signRequest({ ...DOC_EXAMPLE, timestamp: DOC_EXAMPLE.timestamp + 1 }, 'k')).not.toBe(base);
    expect(signRequest({ ...DOC_EXAMPLE, body: DOC_EXAMPLE.body.replace('1}', '2}') }, 'k')).not.toBe(base);
    expect(signRequest({ ...DOC_EXAMPLE, path: '/api/v1/integration/oauth/url-generate' }, 'k')).not.toBe(base);
    expect(signRequest(DOC_EXAMPLE, 'other')).not.toBe(base);
  });

  it('verifies a signature in constant time and refuses a wrong one', () => {
    const sig = signRequest(DOC_EXAMPLE, 'k');
    expect(signatureMatches(DOC_EXAMPLE, 'k', sig)).toBe(true);
    expect(signatureMatches(DOC_EXAMPLE, 'k', sig.toUpperCase())).toBe(true);
    expect(signatureMatches(DOC_EXAMPLE, 'k', `${sig.slice(0, -1)}0`)).toBe(sig.endsWith('0'));
    expect(signatureMatches(DOC_EXAMPLE, 'k', 'short')).toBe(false);
  });

  it('uses Unix seconds, as the documented example (1698289216 = 2023-10-26T10:00:16+07:00)', () => {
    expect(unixSeconds(new Date('2023-10-26T10:00:16+07:00'))).toBe(1698289216);
    expect(unixSeconds(new Date('2023-10-26T10:00:16.999+07:00'))).toBe(1698289216);
  });
});
