import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Request signing of the programme's integration API, exactly as documented
 * (https://developer.prakerja.go.id/generate-signature; docs/integrations/prakerja.md "Signing"):
 *
 *   raw_signature = client_code + timestamp + method + url_path_endpoint + body_payload
 *   signature     = hex(HMAC-SHA1(raw_signature, sign_key))
 *
 * `timestamp` is Unix seconds and must be the very value sent in the `timestamp` header;
 * `body_payload` is the exact JSON text sent as the body. The sign key is only ever an HMAC key
 * here: it is never returned, logged or put in an error.
 */
export type SignInput = { clientCode: string; timestamp: number; method: string; path: string; body: string };

/** The documented raw_signature string (no separators). */
export function rawSignature(input: SignInput): string {
  return `${input.clientCode}${input.timestamp}${input.method.toUpperCase()}${input.path}${input.body}`;
}

/** hex(HMAC-SHA1(raw_signature, sign_key)), 40 lower-case hex characters. */
export function signRequest(input: SignInput, signKey: string): string {
  return createHmac('sha1', signKey).update(rawSignature(input), 'utf8').digest('hex');
}

/** Constant-time comparison of a received signature with the expected one (used by the test stand-in). */
export function signatureMatches(input: SignInput, signKey: string, received: string): boolean {
  const expected = Buffer.from(signRequest(input, signKey), 'utf8');
  const given = Buffer.from(received.toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Unix seconds of a date (the header's and the raw signature's `timestamp`). */
export function unixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
