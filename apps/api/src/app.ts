import fs from 'node:fs';
import path from 'node:path';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { publicConfig, type Config } from './config.ts';
import type { Database } from './db/client.ts';
import { authPlugin } from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { createMailer, type Mailer } from './platform/mail.ts';
import { registerMailOutboxSweep } from './platform/mail-outbox.ts';
import { publicStorageRoutes, storageDriverFromConfig, type StorageDriver } from './platform/storage.ts';
import { apiRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database['db'];
    database: Database;
    mailer: Mailer;
    storage: StorageDriver;
    /** The clock; tests replace it to move time (quiz deadlines, expiries). */
    now: () => Date;
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
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('database', opts.database);
  app.decorate('db', opts.database.db);
  app.decorate('now', opts.now ?? (() => new Date()));
  app.decorate('mailer', opts.mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR, log: app.log }));
  app.decorate('storage', opts.storage ?? storageDriverFromConfig(config));

  registerErrorHandler(app);
  registerMailOutboxSweep(app);
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(cors, { origin: false });
  // Routes opt in with `config: { rateLimit: { max, timeWindow, keyGenerator } }`; counters live in
  // Redis when REDIS_URL is set (several processes), else in process memory.
  await app.register(rateLimit, {
    global: false,
    ...(config.REDIS_URL ? { redis: new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false }) } : {}),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      message: `Terlalu banyak percobaan. Silakan coba lagi dalam ${Math.ceil(ctx.ttl / 1000)} detik.`,
      code: 'RATE_LIMITED',
    }),
  });
  await app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 10 } });
  await app.register(swagger, {
    openapi: { info: { title: `${config.BRAND} API`, version: '1.0.0' }, components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(authPlugin);

  app.get('/api/health', { schema: { hide: true } }, async () => ({ ok: true }));
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
  const indexFile = config.WEB_DIST ? path.join(config.WEB_DIST, 'index.html') : '';
  const indexHtml = indexFile && fs.existsSync(indexFile) ? fs.readFileSync(indexFile) : null;
  if (indexHtml) {
    await app.register(fastifyStatic, { root: config.WEB_DIST, prefix: '/', wildcard: false, index: false, maxAge: '1y', immutable: true });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (!indexHtml || request.method !== 'GET' || url.startsWith('/api/') || url.startsWith('/storage/')) {
      return reply.status(404).send({ message: 'Halaman atau data tidak ditemukan.', code: 'NOT_FOUND' });
    }
    return reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml);
  });
  return app;
}
