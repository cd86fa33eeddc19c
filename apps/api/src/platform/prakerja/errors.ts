/**
 * What went wrong talking to the programme, as our own type:
 * - `unavailable`: timeout, network failure or a 5xx: worth retrying later;
 * - `auth`: the programme refused our credentials, signature or timestamp (401, or 403 on a
 *   signed call): a configuration or clock problem on our side, logged, never the learner's fault;
 * - `refused`: the programme answered 4xx about the request itself (unknown code, code of another
 *   provider, already used …): `programmeMessage` is its reason;
 * - `malformed`: an answer that does not match the documented shape.
 * Messages never contain the sign key, the signature or request headers.
 */
export type PrakerjaErrorKind = 'unavailable' | 'auth' | 'refused' | 'malformed';

export class PrakerjaError extends Error {
  constructor(
    public readonly kind: PrakerjaErrorKind,
    message: string,
    public readonly details: { httpStatus?: number; programmeCode?: string; programmeMessage?: string; path?: string } = {},
  ) {
    super(message);
    this.name = 'PrakerjaError';
  }

  /** Timeouts, 5xx and garbled answers may succeed on a later try; refusals and auth errors will not by themselves. */
  get retryable(): boolean {
    return this.kind === 'unavailable' || this.kind === 'malformed';
  }

  /** The text an admin sees: the programme's own message when it gave one, else ours. */
  get displayMessage(): string {
    const m = this.details.programmeMessage;
    const code = this.details.programmeCode;
    if (m) return code ? `${m} (${code})` : m;
    return this.message;
  }
}

export const isPrakerjaError = (err: unknown): err is PrakerjaError => err instanceof PrakerjaError;
