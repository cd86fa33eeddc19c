import type { z } from 'zod';

/**
 * One job type of the queue (decision 180). Declared once, at module level, so
 * that services can send it (`sendJob`) and the feature's routes can register its handler
 * (`registerJob`). pg-boss keeps one queue per name.
 */
export type JobDefinition<S extends z.ZodType = z.ZodType> = {
  /** Queue name: `<feature>.<verb-noun>`, e.g. `mail.deliver` (letters, digits, `.`, `-`, `_`). */
  name: string;
  /** The payload's shape; checked on send (a bug: throws) and again when the job runs (a stale payload ends the job cleanly). */
  schema: S;
  /** Tries after the first before the job ends in the dead-letter state `failed` (default 3). */
  retryLimit?: number;
  /** Seconds before the first retry (default 30). */
  retryDelaySeconds?: number;
  /** Exponential back-off with jitter: about delay × 2^n for the n-th retry (default true). */
  retryBackoff?: boolean;
  /** A running try that takes longer than this (seconds) counts as failed and is retried (default 15 minutes). */
  expireInSeconds?: number;
  /** A cron expression (UTC, minute precision): the job is sent once per schedule across all servers. */
  cron?: string;
  /** Run the due jobs of this type once more while the server shuts down (the mail outbox). */
  drainOnShutdown?: boolean;
};

/** The payload type of a job definition. */
export type JobPayload<D extends JobDefinition> = z.input<D['schema']>;

/** Declares a job type (see `JobDefinition`); returns it unchanged, typed. */
export function defineJob<S extends z.ZodType>(def: JobDefinition<S>): JobDefinition<S> {
  if (!/^[a-z][a-z0-9_.-]*$/.test(def.name)) throw new Error(`job name "${def.name}": use lower-case letters, digits, '.', '-' and '_'`);
  return def;
}

/**
 * Thrown by a handler when the payload no longer matches the data (the order was deleted, the
 * message was already sent): the job ends as completed with one log line, never in a retry loop.
 */
export class StaleJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StaleJobError';
  }
}
