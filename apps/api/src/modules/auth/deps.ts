import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { AttemptStore } from '../../platform/attempt-store.ts';
import { attemptStoreFor } from '../../platform/attempt-store.ts';
import type { Mailer } from '../../platform/mail.ts';

/** What the accounts services use from the app: database, settings, mail, counters, clock, log. */
export type AuthDeps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  attempts: AttemptStore;
  now: () => Date;
  log: FastifyBaseLogger;
};

/** Builds the services' dependencies from the app (call while the routes plugin registers). */
export function authDeps(app: FastifyInstance): AuthDeps {
  return { db: app.db, config: app.config, mailer: app.mailer, attempts: attemptStoreFor(app), now: () => app.now(), log: app.log };
}
