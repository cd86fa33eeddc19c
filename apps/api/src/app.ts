import fs from 'node:fs';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { publicConfig, type Config } from './config.ts';
import type { Database } from './db/client.ts';
import { authPlugin } from './plugins/auth.ts';
import { spaCacheControl } from './platform/spa-cache-control.ts';
import { CourseDetailResponseSchema } from '@kelas/contracts/catalogue';
import { encodeHtml } from './platform/spa-html-encoding.ts';
import { spaRoutePages } from './platform/spa-route-preloads.ts';
import { withPublicConfig } from './platform/spa-public-config.ts';
import { formerSlugRedirect } from './platform/spa-slug-redirect.ts';
import { findCurrentSlug } from './modules/catalogue/queries.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { badUrlAnswer, registerInputHygiene } from './plugins/input-hygiene.ts';
import { newStyleNonce, pageWithStyleNonce, spaPolicy, withStyleNonce } from './plugins/content-security-policy.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerShutdownGate } from './plugins/shutdown-gate.ts';
import { negotiateLocale, registerRequestLocale } from './plugins/request-locale.ts';
import { registerTranslateAnswers, translateAnswer } from './plugins/translate-answers.ts';
import { idText } from './platform/i18n.ts';
import { createMailer, type Mailer } from './platform/mail.ts';
import { registerJobQueue } from './platform/jobs/register-job.ts';
import { registerMailOutbox } from './platform/mail-outbox.ts';
import { withAcceptLanguage } from './platform/openapi-locale.ts';
import { pgInvalidationBus } from './platform/pg-invalidation-bus.ts';
import { fallbackRateLimitStore } from './platform/rate-limit-store.ts';
import { watchRedis } from './platform/redis-fallback.ts';
import { prakerjaClientFromConfig, type PrakerjaClient } from './platform/prakerja/client.ts';
import { createPublicCache, type PublicCache } from './platform/public-cache.ts';
import { publicStorageRoutes, storageDriverFromConfig, type StorageDriver } from './platform/storage.ts';
import { apiRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database['db'];
    database: Database;
    mailer: Mailer;
    storage: StorageDriver;
    /** Public response bodies from memory (platform/public-cache.ts): writes call its invalidate*. */
    publicCache: PublicCache;
    /** The clock; tests replace it to move time (quiz deadlines, expiries). */
    now: () => Date;
    /** The job-training programme's client; null when PRAKERJA_* is not configured. */
    prakerja: PrakerjaClient | null;
  }
}

export type BuildOptions = {
  config: Config;
  database: Database;
  /** Overrides for tests. */
  mailer?: Mailer;
  storage?: StorageDriver;
  now?: () => Date;
  logger?: boolean;
  publicCache?: PublicCache;
};

/**
 * Builds the Fastify instance (used by server.ts and by the tests). Plugins load in a fixed
 * order: external → platform services → auth → routes → static SPA.
 */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // A path that is not valid percent-encoded UTF-8 ('/api/course/%ED%A0%80/activity'): 400 in Indonesian;
    // a router error with its own 4xx (414 for a path parameter past Fastify's length limit) keeps it.
    // Runs before any hook: the language is read here from Accept-Language.
    frameworkErrors: (error, request, reply) => {
      const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply).code(status).send(translateAnswer(badUrlAnswer(error), negotiateLocale(request.headers['accept-language'])));
    },
    // Requests arriving while the app closes get our own 503 (plugins/shutdown-gate.ts).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('database', opts.database);
  app.decorate('db', opts.database.db);
  app.decorate('now', opts.now ?? (() => new Date()));
  app.decorate('mailer', opts.mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR, log: app.log }));
  app.decorate('storage', opts.storage ?? storageDriverFromConfig(config));
  app.decorate('prakerja', prakerjaClientFromConfig(config, () => app.now()));
  // Invalidations reach the other server processes through PostgreSQL (LISTEN/NOTIFY); PGlite is one process.
  const cacheBus = opts.database.url ? pgInvalidationBus({ url: opts.database.url, log: app.log }) : null;
  app.decorate('publicCache', opts.publicCache ?? createPublicCache({ bus: cacheBus, log: app.log }));
  app.addHook('onClose', async () => app.publicCache.close());

  const indexFile = config.WEB_DIST ? path.join(config.WEB_DIST, 'index.html') : '';
  const indexHtml = indexFile && fs.existsSync(indexFile) ? fs.readFileSync(indexFile) : null;

  // First: every later hook, the error handler and the answers know the request's language (decision 211).
  registerRequestLocale(app);
  registerTranslateAnswers(app);
  registerErrorHandler(app);
  registerShutdownGate(app);
  registerInputHygiene(app);
  // Background jobs on pg-boss (decision 180): features register theirs in their routes plugin.
  registerJobQueue(app);
  registerMailOutbox(app);
  // Helmet's headers and the Content-Security-Policy by response kind, in one onSend hook
  // (plugins/security-headers.ts). No CORS plugin: the API serves its own origin only, so no
  // response carries Access-Control-* headers (decision 129).
  registerSecurityHeaders(app, { indexHtml: indexHtml?.toString('utf8') ?? '' });
  // Routes opt in with `config: { rateLimit: { max, timeWindow, keyGenerator } }`; counters live in
  // Redis when REDIS_URL is set (several processes), else in process memory. Redis down: this
  // process's memory until it is back, one warning (decision 184).
  let rateLimitStore = {};
  if (config.REDIS_URL) {
    const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    rateLimitStore = { store: fallbackRateLimitStore(redis, watchRedis(redis, app.log, 'rate limits')) };
    app.addHook('onClose', async () => void redis.disconnect());
  }
  await app.register(rateLimit, {
    global: false,
    ...rateLimitStore,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      message: idText('apiMessages:tooManyWait', { seconds: Math.ceil(ctx.ttl / 1000) }),
      code: 'RATE_LIMITED',
    }),
  });
  // @fastify/multipart: only in the upload features' scopes (platform/multipart.ts, decision 142).
  await app.register(swagger, {
    openapi: { info: { title: `${config.BRAND} API`, version: '1.0.0' }, components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } } },
    transform: jsonSchemaTransform,
    transformObject: withAcceptLanguage,
  });
  // The docs page has no inline script (@fastify/swagger-ui's csp.json lists none): the SPA's policy
  // fits it. Its base layout: the standalone layout's top bar draws swagger's logo as an SVG with a
  // <style> element inside, which the policy refuses (decision 225).
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { layout: 'BaseLayout' } });
  await app.register(authPlugin);

  app.get('/api/config', { schema: { hide: true } }, async () => ({ data: publicConfig(config) }));
  await app.register(apiRoutes, { prefix: '/api' });

  // Public images and documents: DATA_DIR/storage/public/* at /storage/* (from the bucket when STORAGE_DRIVER=s3).
  if (config.STORAGE_DRIVER === 's3') {
    await app.register(publicStorageRoutes);
  } else {
    const publicRoot = path.join(config.DATA_DIR, 'storage', 'public');
    fs.mkdirSync(publicRoot, { recursive: true });
    await app.register(fastifyStatic, { root: publicRoot, prefix: '/storage/', decorateReply: false, index: false, maxAge: '1h' });
  }

  // Unknown paths: JSON 404 under /api and /storage; the SPA's index.html for any other GET.
  if (indexHtml) {
    // preCompressed: the .br/.gz copies written by scripts/build.mjs, when the browser accepts them.
    // Cache-Control by file: hashed assets immutable, sw.js / index.html / the manifest revalidated (decision 201).
    const webRoot = config.WEB_DIST;
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      // index.html is a page like any other (below): it gets its own style nonce (decision 225).
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (reply, filePath) => {
        reply.header('vary', 'accept-encoding');
        reply.header('cache-control', spaCacheControl(path.relative(webRoot, filePath)));
      },
    });
  }
  // The landing, a course detail and the player get preload hints for their route chunk (decision 204).
  // The landing's and the detail's heroes are inlined, the detail's data and thumbnail preloaded (decisions 126, 127);
  // the player's page carries its loading status and preloads its first data's code and its texts (decision 145).
  // Every page carries the public configuration, so none asks /api/config on a first load (decision 147).
  const pageHtml = indexHtml ? withPublicConfig(indexHtml, publicConfig(config)) : null;
  const routePage = pageHtml
    ? spaRoutePages(config.WEB_DIST, pageHtml, {
        brand: config.BRAND,
        // The public detail body, through the route and its cache (a hit costs no query).
        courseDetail: async (slug) => {
          const res = await app.inject({ method: 'GET', url: `/api/courses/${slug}` });
          if (res.statusCode !== 200) return null;
          return CourseDetailResponseSchema.parse(JSON.parse(res.body)).data;
        },
      })
    : async () => Buffer.alloc(0);
  const basePagePolicy = spaPolicy(config, indexHtml?.toString('utf8') ?? '');
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    if (!indexHtml || request.method !== 'GET' || url.startsWith('/api/') || url.startsWith('/storage/')) {
      return reply.status(404).send({ message: 'Halaman atau data tidak ditemukan.', code: 'NOT_FOUND' });
    }
    // A course's former slug: the same page under its current slug (decision 260).
    const [pathname = '/', query] = url.split('?');
    const moved = await formerSlugRedirect(pathname, (slug, o) => findCurrentSlug(app.db, slug, o));
    if (moved) return reply.status(301).header('location', query ? `${moved}?${query}` : moved).header('cache-control', 'no-cache').send();
    // The inlined heroes are in the request's language (decisions 126, 127), hence Vary; the page
    // is gzipped when accepted. Each page has its own style nonce, in its policy and its markup.
    const nonce = newStyleNonce();
    reply.header('content-security-policy', withStyleNonce(basePagePolicy, nonce));
    const page = encodeHtml(
      pageWithStyleNonce(await routePage(url.split('?')[0] ?? '/', request.locale), nonce),
      request.headers['accept-encoding'],
    );
    if (page.encoding) reply.header('content-encoding', page.encoding);
    return reply
      .type('text/html')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language, Accept-Encoding')
      .send(page.body);
  });
  return app;
}
