import { session } from './session';

/** An error answer of the API: HTTP status plus the body's message, code and field errors. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly code?: string,
    public readonly errors?: Record<string, string[]>,
    public readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** First message for a field, if the server gave one. */
  field(name: string): string | undefined {
    return this.errors?.[name]?.[0];
  }
}

type Options = { signal?: AbortSignal; headers?: Record<string, string> };
type SessionExpiredHandler = () => void;
let onSessionExpired: SessionExpiredHandler | null = null;
/** A 401 answered before the app set its handler (the first page's data, decision 145), told once it is set. */
let expiredUntold = false;

type TwoFactorRequiredHandler = (message: string) => void;
let onTwoFactorRequired: TwoFactorRequiredHandler = () => undefined;

/** Called for a 403 TWO_FACTOR_REQUIRED (an admin without two-factor; the app opens the enrolment tab). */
export function setTwoFactorRequiredHandler(fn: TwoFactorRequiredHandler) {
  onTwoFactorRequired = fn;
}

/**
 * Called once per 401 answer, after the session is cleared (the app shows the alert). A 401 that
 * came before any handler was set (a call of the first page, made before the first render) is
 * passed to the handler when it is set.
 */
export function setSessionExpiredHandler(fn: SessionExpiredHandler) {
  onSessionExpired = fn;
  if (expiredUntold) {
    expiredUntold = false;
    fn();
  }
}

function sessionExpired() {
  if (onSessionExpired) onSessionExpired();
  else expiredUntold = true;
}

async function request<T>(method: string, path: string, body?: unknown, opts: Options = {}): Promise<T> {
  // The API answers messages and validation errors in the interface's language: i18n
  // keeps <html lang> on the language in use.
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': document.documentElement.lang || 'id', ...opts.headers };
  const token = session.get().token;
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`/api${path}`, { method, headers, body: payload, signal: opts.signal ?? null });
  const text = await res.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!res.ok) {
    const b = (data && typeof data === 'object' ? data : {}) as { message?: string; error?: string; code?: string; errors?: Record<string, string[]> };
    if (res.status === 401 && token) {
      session.logout();
      sessionExpired();
    }
    if (res.status === 403 && b.code === 'TWO_FACTOR_REQUIRED') onTwoFactorRequired(b.message ?? '');
    throw new ApiError(res.status, b.message ?? b.error ?? `HTTP ${res.status}`, b.code, b.errors, data);
  }
  return data as T;
}

/**
 * The one HTTP client (spec section 7 "General"): JSON to `/api`, bearer token when held,
 * 2xx is success, a 401 logs the user out ('Sesi Anda telah berakhir. Silakan login kembali.').
 * Answers are the parsed body, so the spec's `data.data` is `body.data` here.
 */
export const api = {
  get: <T>(path: string, opts?: Options) => request<T>('GET', path, undefined, opts),
  post: <T>(path: string, body?: unknown, opts?: Options) => request<T>('POST', path, body ?? {}, opts),
  put: <T>(path: string, body?: unknown, opts?: Options) => request<T>('PUT', path, body ?? {}, opts),
  patch: <T>(path: string, body?: unknown, opts?: Options) => request<T>('PATCH', path, body ?? {}, opts),
  /** `body`: for the few deletes named by a value too long or too private for the path (a push endpoint). */
  delete: <T>(path: string, opts?: Options, body?: unknown) => request<T>('DELETE', path, body, opts),
};

/** True for an aborted request (cancellations are ignored, spec 2.9). */
export const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';
