import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { HEALTH_CODES, HEALTH_MESSAGES } from '@kelas/contracts/health';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { INPUT_MESSAGES } from '@kelas/contracts/text';
import { AppError, RateLimitedError } from '../lib/app-error.ts';
import { isMultipartParseError } from './input-hygiene.ts';

type FieldErrors = Record<string, string[]>;

function addError(errors: FieldErrors, field: string, message: string) {
  (errors[field] ??= []).push(message);
}

function validationBody(errors: FieldErrors) {
  const first = Object.values(errors)[0]?.[0] ?? 'Data yang dikirim tidak valid.';
  return { message: first, errors };
}

/**
 * One error handler for the whole API: wire shapes of the architecture page.
 * - validation → 422 `{ message, errors: { field: [messages] } }`
 * - AppError → its status with `{ message, code?, …details }` (a 503 such as STORAGE_UNAVAILABLE also gets
 *   `Retry-After: 5` and its cause logged; a RateLimitedError its own `Retry-After`)
 * - a malformed multipart body → 400 `{ message: 'Format unggahan tidak valid.', code: 'BAD_MULTIPART' }`
 * - client errors from Fastify (bad JSON, too large, wrong content type) → their 4xx
 * - the database down, restarting, frozen or out of connections (`isDatabaseUnavailable`) → 503
 *   `{ message, code: 'DB_UNAVAILABLE' }` with `Retry-After: 5` (decision 100)
 * - anything else → 500 `{ message }` with the text hidden and the error logged.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const params = issue.params as { issue?: { path?: PropertyKey[] } } | undefined;
        const p = params?.issue?.path ?? [];
        const field = p.length ? p.map(String).join('.') : issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        addError(errors, field, issue.message ?? 'Tidak valid.');
      }
      return reply.status(422).send(validationBody(errors));
    }
    if (error instanceof ZodError) {
      const errors: FieldErrors = {};
      for (const issue of error.issues) addError(errors, issue.path.map(String).join('.') || '_', issue.message);
      return reply.status(422).send(validationBody(errors));
    }
    if (error instanceof AppError) {
      // A service that is down (the file store: StorageUnavailableError): logged with its cause, retried later by the client.
      if (error.status === 503) {
        request.log.warn({ err: error.cause, code: error.code }, 'service unavailable');
        reply.header('retry-after', '5');
      }
      if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
      const code = error.code ? { code: error.code } : {};
      if (error.status === 422 && error.errors) return reply.status(422).send({ ...error.details, message: error.message, errors: error.errors, ...code });
      return reply.status(error.status).send({ ...error.details, message: error.message, ...code });
    }
    if (isMultipartParseError(request, error)) return reply.status(400).send({ message: INPUT_MESSAGES.badMultipart, code: 'BAD_MULTIPART' });
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 413
          ? 'Ukuran data melebihi batas.'
          : status === 415
            ? 'Jenis konten tidak didukung.'
            : status === 429
              ? error.message || 'Terlalu banyak percobaan. Silakan coba lagi nanti.'
              : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
                ? 'Format JSON tidak valid.'
                : error.message;
      return reply.status(status).send({ message, code: error.code });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: { message: error.message, code: error.code } }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ message: HEALTH_MESSAGES.unavailable, code: HEALTH_CODES.dbUnavailable });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Terjadi kesalahan pada server. Silakan coba lagi nanti.' });
  });
}
