import { parseArgs } from 'node:util';
import { SignJWT } from 'jose';
import { loadConfig } from '../../config.ts';

/**
 * `npm run sso:token -- --email learner@example.com [--name "Putri Lestari"] [--minutes 10]`
 *
 * Mints a single-sign-on token signed with the shared secret (SSO_SECRET: given, or the one this
 * DATA_DIR's server generated at its first start; HS256,
 * issuer SSO_ISSUER, audience SSO_AUDIENCE) and prints it with the callback URL to open:
 * {host}/auth/callback?token=… (spec 2.15). Only for the shared-secret setup; with
 * SSO_JWKS_URL or SSO_PUBLIC_KEY the identity provider signs the tokens.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      minutes: { type: 'string', default: '10' },
    },
  });
  const email = values.email?.trim().toLowerCase();
  const minutes = Number(values.minutes);
  if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) || !Number.isInteger(minutes) || minutes < 1 || minutes > 1440) {
    console.error('Pemakaian: npm run sso:token -- --email <email> [--name "<nama>"] [--minutes <1..1440>]');
    process.exit(2);
  }
  const config = loadConfig();
  if (config.SSO_JWKS_URL || config.SSO_PUBLIC_KEY) {
    console.error('SSO_JWKS_URL atau SSO_PUBLIC_KEY diatur: token dibuat oleh penyedia identitas, bukan oleh perintah ini.');
    process.exit(2);
  }
  const token = await new SignJWT({ email, email_verified: true, ...(values.name ? { name: values.name } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(config.SSO_ISSUER)
    .setAudience(config.SSO_AUDIENCE)
    .setSubject(email)
    .setIssuedAt()
    .setExpirationTime(`${minutes}m`)
    .sign(new TextEncoder().encode(config.SSO_SECRET));
  console.log(token);
  console.error(`\nBuka: ${config.PUBLIC_URL}/auth/callback?token=${token}\n(berlaku ${minutes} menit)`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
