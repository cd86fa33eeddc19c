import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { FILE_POLICY, JSON_POLICY, responseKind, spaPolicy, type ResponseKind } from './content-security-policy.ts';

/**
 * Helmet's options for Kelas: its defaults, with the Content-Security-Policy our own (one policy
 * per response kind, content-security-policy.ts), no COEP (the player embeds YouTube, Vimeo and
 * Google Forms frames), and CORP `same-site`.
 */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-site' },
};

/**
 * Of helmet's headers, those that mean something on a JSON answer (OWASP REST Security Cheat
 * Sheet, "Security headers"): no MIME sniffing, no cross-site embedding, HTTPS only, no framing.
 * The others (COOP, Origin-Agent-Cluster, Referrer-Policy, X-DNS-Prefetch-Control,
 * X-Download-Options, X-Permitted-Cross-Domain-Policies, X-XSS-Protection) act on documents only.
 */
export const API_HEADER_NAMES = ['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security', 'x-frame-options'] as const;

/**
 * The headers helmet sets for `options`, computed once by running helmet's own middleware against
 * a recording response. Every helmet header is static (none depends on the request), so the result
 * is what helmet would set on each response. Keys are lower-case.
 */
export function helmetHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let completed = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    completed = true;
  });
  if (!completed) throw new Error('helmet did not complete synchronously');
  return headers;
}

/** The security headers of each response kind (helmet's and the Content-Security-Policy), as name/value pairs. */
export function securityHeaders(opts: { htmlPolicy: string; helmet?: Record<string, string> }): Record<ResponseKind, Array<[string, string]>> {
  const all = opts.helmet ?? helmetHeaders();
  const api = API_HEADER_NAMES.filter((name) => name in all).map((name): [string, string] => [name, all[name]!]);
  return {
    page: [...Object.entries(all), ['content-security-policy', opts.htmlPolicy]],
    json: [...api, ['content-security-policy', JSON_POLICY]],
    file: [...Object.entries(all), ['content-security-policy', FILE_POLICY]],
  };
}

/**
 * Every response's security headers, in one synchronous onSend hook (ASVS V3.4, docs/security.md,
 * decisions 111 and 129): pages, scripts and styles get helmet's headers and the SPA's policy;
 * files helmet's headers and a sandboxing policy; JSON answers the headers that act on them
 * (`API_HEADER_NAMES`) and `default-src 'none'`. Computed once at start: @fastify/helmet rebuilt
 * helmet's middleware chain in two hooks on every request, about half of a cached public answer's
 * CPU. A header a route set itself is kept.
 */
export function registerSecurityHeaders(app: FastifyInstance, opts: { indexHtml: string }) {
  const byKind = securityHeaders({ htmlPolicy: spaPolicy(app.config, opts.indexHtml) });
  app.addHook('onSend', (_request, reply, payload, done) => {
    for (const [name, value] of byKind[responseKind(String(reply.getHeader('content-type') ?? ''))]) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    done(null, payload);
  });
}
