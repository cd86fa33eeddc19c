import type { z } from 'zod';
import { PrakerjaError } from './errors.ts';
import {
  AckResponseSchema,
  ErrorResponseSchema,
  OauthUrlResponseSchema,
  RedeemStatusResponseSchema,
  SubmissionStatusResponseSchema,
  type RedeemStatusData,
  type SubmissionStatus,
} from './responses.ts';
import { signRequest, unixSeconds } from './sign.ts';

/** Paths of the calls Kelas makes (docs/integrations/prakerja.md; each with its source page there). */
export const PRAKERJA_PATHS = {
  redeemStatus: '/api/v1/integration/payment/redeem-code/status',
  oauthUrl: '/api/v1/integration/oauth/url-generate',
  redeemReset: '/api/v1/integration/payment/redeem-code/reset',
  /** Assumption A4: the learner's TPM/UK work (the docs pages found describe its status and the feedback call). */
  submission: '/api/v1/integration/tpm/submission',
  feedback: '/api/v1/integration/tpm/feedback/submission',
  submissionStatus: '/api/v1/integration/tpm/submission/status',
} as const;

export type PrakerjaScope = 'tpm' | 'uk';

export type PrakerjaClientOptions = {
  /** e.g. https://api.prakerja.go.id (production) or the sandbox host the programme gives. */
  baseUrl: string;
  clientCode: string;
  signKey: string;
  /** Per call, milliseconds. */
  timeoutMs: number;
  /** The clock of the signature's timestamp (the app's `now`). */
  now: () => Date;
  fetch?: typeof fetch;
};

/**
 * The one typed client of the programme's integration API. Every call is a
 * signed POST (`client_code`, `timestamp`, `signature` headers; sign.ts) with a timeout; the answer
 * is validated with zod; every failure is a `PrakerjaError` (errors.ts). Stateless: safe to share.
 */
export type PrakerjaClient = ReturnType<typeof createPrakerjaClient>;

export function createPrakerjaClient(opts: PrakerjaClientOptions) {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const doFetch = opts.fetch ?? fetch;

  async function call<S extends z.ZodTypeAny>(path: string, payload: Record<string, unknown>, schema: S): Promise<z.output<S>> {
    const body = JSON.stringify(payload);
    const timestamp = unixSeconds(opts.now());
    const signature = signRequest({ clientCode: opts.clientCode, timestamp, method: 'POST', path, body }, opts.signKey);
    let res: Response;
    try {
      res = await doFetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', client_code: opts.clientCode, timestamp: String(timestamp), signature },
        body,
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new PrakerjaError('unavailable', timedOut ? `Prakerja tidak menjawab dalam ${opts.timeoutMs} ms` : 'Prakerja tidak dapat dihubungi', { path });
    }
    let text: string;
    try {
      text = await res.text();
    } catch {
      throw new PrakerjaError('unavailable', 'Jawaban Prakerja terputus', { path, httpStatus: res.status });
    }
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      // handled below: a 5xx stays "unavailable", a 2xx becomes "malformed"
    }
    if (res.status >= 500) {
      const e = ErrorResponseSchema.safeParse(json);
      throw new PrakerjaError('unavailable', `Prakerja menjawab ${res.status}`, { path, httpStatus: res.status, ...programmeDetails(e.success ? e.data : undefined) });
    }
    if (res.status >= 400 || (json && typeof json === 'object' && (json as { success?: unknown }).success === false)) {
      const e = ErrorResponseSchema.safeParse(json);
      const details = { path, httpStatus: res.status, ...programmeDetails(e.success ? e.data : undefined) };
      const kind = res.status === 401 ? 'auth' : 'refused';
      throw new PrakerjaError(kind, `Prakerja menolak permintaan (${res.status})`, details);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new PrakerjaError('malformed', 'Jawaban Prakerja tidak sesuai format', { path, httpStatus: res.status });
    return parsed.data;
  }

  return {
    /** Status of a redeem code and of its attendance at `sequence` (1..10, 999). */
    async redeemStatus(input: { redeemCode: string; sequence: number }): Promise<RedeemStatusData> {
      const r = await call(PRAKERJA_PATHS.redeemStatus, { redeem_code: input.redeemCode, sequence: input.sequence }, RedeemStatusResponseSchema);
      return r.data;
    },
    /** The programme's verification page for this learner and sequence; it sends them back to `redirectUri`. */
    async oauthUrl(input: { redeemCode: string; redirectUri: string; email: string; sequence: number }): Promise<{ url: string }> {
      const r = await call(
        PRAKERJA_PATHS.oauthUrl,
        { redeem_code: input.redeemCode, redirect_uri: input.redirectUri, email: input.email, sequence: input.sequence },
        OauthUrlResponseSchema,
      );
      return r.data;
    },
    /** Sandbox only (`PRAT-` codes of the positive test cases): resets the code's attendance steps. */
    async resetRedeemCode(input: { redeemCode: string }): Promise<RedeemStatusData> {
      const r = await call(PRAKERJA_PATHS.redeemReset, { redeem_code: input.redeemCode }, RedeemStatusResponseSchema);
      return r.data;
    },
    /** The learner's TPM (sequence 1..998) or UK (999) work, as a link to the file (assumption A4). */
    async submitAssignment(input: { redeemCode: string; scope: PrakerjaScope; sequence: number; urlFile: string }): Promise<void> {
      await call(PRAKERJA_PATHS.submission, { redeem_code: input.redeemCode, scope: input.scope, sequence: input.sequence, url_file: input.urlFile }, AckResponseSchema);
    },
    /** The provider's feedback (`notes`) on that work. */
    async sendFeedback(input: { redeemCode: string; scope: PrakerjaScope; sequence: number; notes: string; urlFile?: string }): Promise<void> {
      const payload: Record<string, unknown> = { redeem_code: input.redeemCode, scope: input.scope, sequence: input.sequence, notes: input.notes };
      if (input.urlFile) payload.url_file = input.urlFile;
      await call(PRAKERJA_PATHS.feedback, payload, AckResponseSchema);
    },
    /** What the programme holds of the work and of the feedback (`status` > 0 = received, assumption A5). */
    async submissionStatus(input: { redeemCode: string; scope: PrakerjaScope; sequence: number }): Promise<SubmissionStatus> {
      const r = await call(PRAKERJA_PATHS.submissionStatus, { redeem_code: input.redeemCode, scope: input.scope, sequence: input.sequence }, SubmissionStatusResponseSchema);
      return r.data;
    },
  };
}

function programmeDetails(e: z.infer<typeof ErrorResponseSchema> | undefined): { programmeCode?: string; programmeMessage?: string } {
  if (!e) return {};
  const out: { programmeCode?: string; programmeMessage?: string } = {};
  const code = e.errorCode ?? (e.code !== undefined ? String(e.code) : undefined);
  if (code) out.programmeCode = code.slice(0, 100);
  if (e.message) out.programmeMessage = e.message.slice(0, 500);
  return out;
}

/** The client when PRAKERJA_BASE_URL, PRAKERJA_CLIENT_CODE and PRAKERJA_SIGN_KEY are all set; otherwise null (the integration is off). */
export function prakerjaClientFromConfig(
  config: { PRAKERJA_BASE_URL?: string | undefined; PRAKERJA_CLIENT_CODE?: string | undefined; PRAKERJA_SIGN_KEY?: string | undefined; PRAKERJA_TIMEOUT_MS: number },
  now: () => Date,
): PrakerjaClient | null {
  if (!config.PRAKERJA_BASE_URL || !config.PRAKERJA_CLIENT_CODE || !config.PRAKERJA_SIGN_KEY) return null;
  return createPrakerjaClient({
    baseUrl: config.PRAKERJA_BASE_URL,
    clientCode: config.PRAKERJA_CLIENT_CODE,
    signKey: config.PRAKERJA_SIGN_KEY,
    timeoutMs: config.PRAKERJA_TIMEOUT_MS,
    now,
  });
}
