/**
 * The one error type services throw (docs/CODE_STYLE.md). The error handler turns it into
 * `{ message, code? }` with `status`, or for 422 `{ message, errors }` (architecture "wire").
 */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly code?: string,
    /** Field errors for 422: `{ field: [messages] }`. */
    public readonly errors?: Record<string, string[]>,
    /** More of the answer's body, beside `message`, `code` and `errors` (declared in the route's response schema). */
    public readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** The same refusal with more in its body (e.g. which course a voucher's cohort refusal is about). */
export const withDetails = (error: AppError, details: Record<string, unknown>) => new AppError(error.status, error.message, error.code, error.errors, { ...error.details, ...details });

/** 429 RATE_LIMITED: the error handler adds `Retry-After: retryAfterSeconds`. */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    public readonly retryAfterSeconds: number,
  ) {
    super(429, message, 'RATE_LIMITED');
  }
}

/** 422 with one field error; the message is also the top-level message (Laravel style). */
export function fieldError(field: string, message: string, code?: string): AppError {
  return new AppError(422, message, code, { [field]: [message] });
}

export const notFound = (message = 'Data tidak ditemukan.') => new AppError(404, message, 'NOT_FOUND');
export const forbidden = (message = 'Anda tidak memiliki akses.') => new AppError(403, message, 'FORBIDDEN');
export const unauthorized = (message = 'Sesi Anda telah berakhir. Silakan login kembali.') =>
  new AppError(401, message, 'UNAUTHENTICATED');
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, message, code);
