import { createPublicKey, type KeyObject } from 'node:crypto';
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import type { Config } from '../../config.ts';

/** How an SSO token is checked: the key (or key set) and the algorithms it may be signed with. */
export type SsoKey = { key: KeyObject | Uint8Array | JWTVerifyGetKey; algorithms: string[] };

const cache = new WeakMap<Config, SsoKey>();

/**
 * The identity provider's key, in this order: SSO_JWKS_URL (a JWKS, fetched
 * and cached by jose), SSO_PUBLIC_KEY (PEM; RSA, EC or Ed25519; `\n` escapes allowed), or the
 * shared secret SSO_SECRET (HS256; given, or generated into DATA_DIR for one server; `npm run sso:token` signs with it).
 */
export function ssoKey(config: Config): SsoKey {
  const found = cache.get(config);
  if (found) return found;
  let made: SsoKey;
  if (config.SSO_JWKS_URL) {
    made = { key: createRemoteJWKSet(new URL(config.SSO_JWKS_URL)), algorithms: ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'] };
  } else if (config.SSO_PUBLIC_KEY) {
    const key = createPublicKey(config.SSO_PUBLIC_KEY.replace(/\\n/g, '\n'));
    const algorithms = key.asymmetricKeyType === 'ec' ? ['ES256', 'ES384', 'ES512'] : key.asymmetricKeyType === 'ed25519' ? ['EdDSA'] : ['RS256', 'RS384', 'RS512', 'PS256'];
    made = { key, algorithms };
  } else {
    made = { key: new TextEncoder().encode(config.SSO_SECRET), algorithms: ['HS256'] };
  }
  cache.set(config, made);
  return made;
}
