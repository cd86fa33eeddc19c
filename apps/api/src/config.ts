import path from 'node:path';
import { z } from 'zod';
import { isPublishedSecret, MIN_SECRET_LENGTH, resolveSecrets, severalServersReason } from './config-secrets.ts';

/**
 * The only reader of `process.env` (docs/CODE_STYLE.md).
 * Every variable has a default so `npm start` works on a fresh clone; `.env.example` lists them.
 * The secrets have none: a single server generates them into DATA_DIR, a deployment of several
 * servers must set them (config-secrets.ts, decision 220).
 */
const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

/** An explicit secret: long enough, and never a development value an earlier version published. */
const secret = () =>
  z
    .string()
    .min(MIN_SECRET_LENGTH, `at least ${MIN_SECRET_LENGTH} characters`)
    .refine((v) => !isPublishedSecret(v), 'a published development value; set a random one')
    .optional();

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Trust X-Forwarded-* from a reverse proxy (only behind one; otherwise clients could fake their IP). */
  TRUST_PROXY: bool.default(false),
  /** Public base URL ({host} of the spec); defaults to http://HOST:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL connection string; when unset the embedded PGlite under DATA_DIR is used. */
  DATABASE_URL: z.string().optional(),
  /** Connections each server process keeps to PostgreSQL. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  /**
   * PostgreSQL: how long getting a connection may take (opening one, or waiting for a free one in
   * the pool), in milliseconds. Past it the call answers 503 (decision 100).
   */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(1000),
  /**
   * PostgreSQL: the longest a statement may run, in milliseconds: the server's `statement_timeout`,
   * and on the client a read timeout a little longer, so a frozen server cannot hold a request.
   * Migrations run without it. Past it the call answers 503 (decision 100).
   */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(1500),
  /**
   * On SIGTERM/SIGINT: the longest the server takes to finish the requests in flight, flush the
   * quiz answers and the mail outbox and close the database, in seconds; then it exits anyway.
   */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BRAND: z.string().default('Kelas'),
  COMPANY: z.string().default('PT Kelas Belajar Indonesia'),
  SUPPORT_PHONE: z.string().default('+62 812-0000-0000'),
  SUPPORT_EMAIL: z.string().default('halo@kelas.example'),
  MESSAGING_APP: z.string().default('WhatsApp'),
  /** Folder of the built SPA served at /. */
  WEB_DIST: z.string().default(''),
  /**
   * Seed the demo data (demo accounts with the README's published password and two-factor
   * secret) when the database has no course yet. Default: on for a single server (a trial on one
   * machine), off for a deployment of several servers, where a published admin would be a way in.
   */
  SEED_ON_START: bool.optional(),
  /** Session lifetime in days. */
  SESSION_DAYS: z.coerce.number().int().positive().default(30),
  /** Idle timeout in minutes: a session unused this long ends, beside the absolute SESSION_DAYS (decision 170). */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(5).max(525_600).default(120),
  /** Rate limits: failures per minute. */
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
  LOGIN_REQUESTS_PER_IP: z.coerce.number().int().positive().default(300),
  VOUCHER_CLAIMS_PER_USER: z.coerce.number().int().positive().default(10),
  VOUCHER_CLAIMS_PER_IP: z.coerce.number().int().positive().default(300),
  /** Redis for shared rate-limit counters across processes; in-process memory when unset. */
  REDIS_URL: z.string().optional(),
  /** Captcha: 'altcha' (self-hosted, default) or 'recaptcha' when RECAPTCHA_SECRET is set. */
  CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha']).default('altcha'),
  CAPTCHA_HMAC_KEY: secret(),
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  /** reCAPTCHA verification endpoint (tests point it at a local server). */
  RECAPTCHA_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
  /** ALTCHA proof-of-work cost (PBKDF2 iterations per try); ≈1000 solves in about a second. */
  CAPTCHA_COST: z.coerce.number().int().positive().default(1000),
  /** SMTP transport URL; when unset mail is written as .eml files under DATA_DIR/mail. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Kelas <no-reply@kelas.example>'),
  /** Single sign-on verification: JWKS URL, or a PEM public key, or a shared secret. */
  SSO_JWKS_URL: z.string().url().optional(),
  SSO_PUBLIC_KEY: z.string().optional(),
  SSO_SECRET: secret(),
  SSO_ISSUER: z.string().default('kelas-dev-idp'),
  SSO_AUDIENCE: z.string().default('kelas'),
  /** Storage: 'local' (DATA_DIR/storage) or 's3'. */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('auto'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Secret for signed, expiring file URLs. */
  FILE_URL_SECRET: secret(),
  /**
   * Payments: 'sandbox' (built in) or 'midtrans'. A single server defaults to the sandbox; a
   * deployment of several servers must name it.
   */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'midtrans']).optional(),
  SANDBOX_WEBHOOK_SECRET: secret(),
  MIDTRANS_SERVER_KEY: z.string().optional(),
  MIDTRANS_BASE_URL: z.string().url().default('https://api.sandbox.midtrans.com'),
  /**
   * Background jobs (pg-boss, decision 180): whether this process runs the job handlers (mail
   * delivery and retries, order expiry, …). Every process can send jobs; turn it off for
   * processes that should only answer requests (a dedicated worker process keeps it on).
   */
  JOB_WORKERS: bool.default(true),
  /** How often an idle job worker asks the queue for work, in seconds (also the cron check, 1–45 s). */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /**
   * Job-training programme (Kartu Prakerja) integration (docs/integrations/prakerja.md):
   * on only when all three are set. Base URL of the programme's API (its sandbox or production
   * host), the client code and the sign key the programme issued. The key is never logged.
   */
  PRAKERJA_BASE_URL: z.string().url().optional(),
  PRAKERJA_CLIENT_CODE: z.string().optional(),
  PRAKERJA_SIGN_KEY: z.string().optional(),
  /** Longest wait for one programme call, in milliseconds. */
  PRAKERJA_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  /**
   * Web push (decision 279): the VAPID key pair (base64url, as `web-push generate-vapid-keys`
   * prints it). Unset: generated at the first start and kept in the database (one pair for every
   * server). VAPID_SUBJECT: the contact push services see (default mailto:SUPPORT_EMAIL).
   */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().optional(),
  /**
   * Hosts a push subscription may point at (comma-separated; a name also allows its subdomains):
   * the browsers' push services. Anything else is refused, so the server never posts to an address
   * a user chose. A loopback host listed here may use http (tests' stand-ins).
   */
  WEB_PUSH_ENDPOINT_HOSTS: z
    .string()
    .default('fcm.googleapis.com,updates.push.services.mozilla.com,push.services.mozilla.com,notify.windows.com,push.apple.com')
    .transform((v) => v.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean)),
  /**
   * WhatsApp Business Cloud API (decision 279, docs/integrations/whatsapp.md): on only when the
   * token and the phone number id are both set. Template messages, one approved template per
   * notification type, named WHATSAPP_TEMPLATE_PREFIX + the type with '.' as '_'.
   */
  WHATSAPP_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
  /** The Graph API base, version included (tests point it at a local stand-in). */
  WHATSAPP_API_URL: z.string().url().default('https://graph.facebook.com/v21.0'),
  WHATSAPP_TEMPLATE_PREFIX: z.string().regex(/^[a-z0-9_]*$/).default('kelas_'),
  /** Longest wait for one WhatsApp or push call, in milliseconds. */
  NOTIFY_SEND_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Local credential file for CLI tools that talk to a running server. */
  ADMIN_CLI_TOKEN_FILE: z.string().optional(),
  /**
   * The academy's time zone (IANA name): staff screens, exports, the console's days and its
   * 'today' and 'this week' (decision 267). Indonesian zones are labelled WIB, WITA or WIT.
   */
  TIMEZONE: z
    .string()
    .default('Asia/Jakarta')
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'an IANA time zone such as Asia/Jakarta'),
  /** Studio upload limits in bytes: images, PDFs, videos. */
  UPLOAD_MAX_IMAGE_BYTES: z.coerce.number().int().positive().default(5 * 1024 * 1024),
  UPLOAD_MAX_PDF_BYTES: z.coerce.number().int().positive().default(20 * 1024 * 1024),
  UPLOAD_MAX_VIDEO_BYTES: z.coerce.number().int().positive().default(500 * 1024 * 1024),
});

export type Config = ReturnType<typeof loadConfig>;

/**
 * Parses and validates the environment; throws a readable error listing every bad variable, or
 * naming the secrets a deployment of several servers lacks. An empty value counts as unset.
 * A single server's missing secrets are read from (or generated into) `DATA_DIR/secrets.json`.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  // `NAME=` (as in a copied .env.example) means "not set": the default applies.
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // `npm run <script> -w @kelas/api` runs in apps/api: relative paths mean the caller's folder (INIT_CWD).
  const cwd = env.INIT_CWD || process.cwd();
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/$/, '');
  const secrets = resolveSecrets({ ...e, publicUrl }, dataDir);
  return {
    ...e,
    SEED_ON_START: e.SEED_ON_START ?? severalServersReason({ ...e, publicUrl }) === null,
    ...secrets.values,
    PAYMENT_PROVIDER: secrets.paymentProvider,
    /** Where this single server keeps its generated secrets (null: all were given). */
    SECRETS_FILE: secrets.secretsFile,
    /** Secrets generated by this start (logged once by the server). */
    GENERATED_SECRETS: secrets.generated,
    DATA_DIR: dataDir,
    PUBLIC_URL: publicUrl,
    CWD: cwd,
    WEB_DIST: e.WEB_DIST ? path.resolve(cwd, e.WEB_DIST) : '',
    ADMIN_CLI_TOKEN_FILE: e.ADMIN_CLI_TOKEN_FILE ? path.resolve(cwd, e.ADMIN_CLI_TOKEN_FILE) : path.join(dataDir, 'admin-cli-token'),
  };
}

/** What the browser may see (an explicit list). Served at GET /api/config. */
export function publicConfig(config: Config) {
  return {
    brand: config.BRAND,
    company: config.COMPANY,
    phone: config.SUPPORT_PHONE,
    email: config.SUPPORT_EMAIL,
    messagingApp: config.MESSAGING_APP,
    captcha: config.CAPTCHA_PROVIDER === 'recaptcha' && config.RECAPTCHA_SECRET ? 'reCAPTCHA' : 'ALTCHA',
    recaptchaSiteKey: config.RECAPTCHA_SITE_KEY ?? null,
    paymentSandbox: config.PAYMENT_PROVIDER === 'sandbox',
    /** The academy's time zone: staff screens show times in it, labelled (decision 267). */
    timeZone: config.TIMEZONE,
    /** Studio upload limits in bytes (decision 261): the studio checks a file before sending it. */
    uploadLimits: { image: config.UPLOAD_MAX_IMAGE_BYTES, pdf: config.UPLOAD_MAX_PDF_BYTES, video: config.UPLOAD_MAX_VIDEO_BYTES },
  };
}
