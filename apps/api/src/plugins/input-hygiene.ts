import { hasForbiddenChars, INPUT_LIMITS, INPUT_MESSAGES, TEXT_MAX } from '@kelas/contracts/text';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/**
 * Input hygiene in one place (decision 110), for every route, before any route
 * code or schema runs:
 * - path parameters holding a NUL byte or a lone surrogate, or longer than INPUT_LIMITS.paramMax
 *   characters → 404 `{ message: 'Halaman atau data tidak ditemukan.', code: 'NOT_FOUND' }`;
 * - query strings: the same characters, values longer than INPUT_LIMITS.queryValueMax, or more than
 *   INPUT_LIMITS.queryValues values → 422 `{ message, errors: { <name>: [message] } }`;
 * - JSON bodies (after parsing, before validation): nesting deeper than INPUT_LIMITS.jsonDepth,
 *   more than INPUT_LIMITS.jsonValues values, a string with those characters or longer than
 *   TEXT_MAX, a number that is not finite or an integer beyond ±(2^53 − 1) → 422 naming the field.
 * - a multipart body whose content type names no boundary → 400.
 * Contract schemas (`safeString` of @kelas/contracts/text) refuse the same characters again, so a
 * schema used elsewhere (the web forms) agrees with the server.
 */
export function registerInputHygiene(app: FastifyInstance) {
  // Synchronous hooks (every request runs them; decision 129): a throw is Fastify's error path.
  app.addHook('onRequest', (request, _reply, done) => {
    checkParams(request);
    checkQuery(request);
    checkMultipart(request);
    done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    checkBody(request.body);
    done();
  });
}

function checkParams(request: FastifyRequest) {
  const params = request.params as Record<string, unknown> | undefined;
  if (!params || typeof params !== 'object') return;
  for (const value of Object.values(params)) {
    if (typeof value === 'string' && (value.length > INPUT_LIMITS.paramMax || hasForbiddenChars(value))) {
      throw new AppError(404, INPUT_MESSAGES.notFound, 'NOT_FOUND');
    }
  }
}

function checkQuery(request: FastifyRequest) {
  const query = request.query as Record<string, unknown> | undefined;
  if (!query || typeof query !== 'object') return;
  let count = 0;
  for (const [name, raw] of Object.entries(query)) {
    if (hasForbiddenChars(name) || name.length > INPUT_LIMITS.paramMax) refuse('_', INPUT_MESSAGES.forbiddenChars);
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      if (++count > INPUT_LIMITS.queryValues) refuse('_', INPUT_MESSAGES.tooManyQueryValues);
      if (typeof value !== 'string') continue;
      if (value.length > INPUT_LIMITS.queryValueMax) refuse(name, INPUT_MESSAGES.queryTooLong);
      if (hasForbiddenChars(value)) refuse(name, INPUT_MESSAGES.forbiddenChars);
    }
  }
}

/** A multipart body without its boundary cannot be read: 400 before any route tries. */
function checkMultipart(request: FastifyRequest) {
  const type = request.headers['content-type'];
  if (typeof type === 'string' && /^\s*multipart\//i.test(type) && !/;\s*boundary=("[^"]+"|[^;\s]+)/i.test(type)) {
    throw new AppError(400, INPUT_MESSAGES.badMultipart, 'BAD_MULTIPART');
  }
}

/** Walks a parsed JSON body without recursion (a deep body cannot overflow the stack here). */
function checkBody(body: unknown) {
  if (body === null || typeof body !== 'object' || Buffer.isBuffer(body)) return;
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value: body, path: '', depth: 0 }];
  let count = 0;
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    const field = path || '_';
    if (typeof value === 'string') {
      if (value.length > TEXT_MAX) refuse(field, INPUT_MESSAGES.tooLong);
      if (hasForbiddenChars(value)) refuse(field, INPUT_MESSAGES.forbiddenChars);
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value) || (Number.isInteger(value) && !Number.isSafeInteger(value))) refuse(field, INPUT_MESSAGES.unsafeNumber);
    } else if (value !== null && typeof value === 'object') {
      if (depth >= INPUT_LIMITS.jsonDepth) refuse(field, INPUT_MESSAGES.tooDeep);
      count += Array.isArray(value) ? value.length : Object.keys(value).length;
      if (count > INPUT_LIMITS.jsonValues) refuse('_', INPUT_MESSAGES.tooManyValues);
      const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
      for (const [key, child] of entries) {
        if (hasForbiddenChars(key) || key.length > INPUT_LIMITS.paramMax) refuse(path || '_', INPUT_MESSAGES.forbiddenChars);
        stack.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
      }
    }
  }
}

function refuse(field: string, message: string): never {
  throw new AppError(422, message, 'INVALID_INPUT', { [field]: [message] });
}

/** Body of Fastify's own refusals before routing (a path that is not valid UTF-8): 400 in Indonesian. */
export function badUrlAnswer(error: { code?: string }) {
  return { message: INPUT_MESSAGES.badRequest, code: error.code ?? 'BAD_URL' };
}

/**
 * True for the stream errors of a malformed multipart body (busboy/dicer: 'Unexpected end of
 * multipart data', 'Malformed part header', …), which carry no status: the client's fault, 400.
 */
export function isMultipartParseError(request: FastifyRequest, error: { statusCode?: number; message?: string }): boolean {
  // `isMultipart` exists only in the upload routes' scopes (platform/multipart.ts).
  const multipartRequest = typeof request.isMultipart === 'function' && request.isMultipart();
  return error.statusCode === undefined && multipartRequest && /multipart|part header|end of form/i.test(error.message ?? '');
}
