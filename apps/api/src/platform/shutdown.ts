import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

export type ShutdownOutcome = 'clean' | 'timed-out';

/**
 * Graceful shutdown of one server process (decision 101), within `timeoutMs`
 * (milliseconds) in all:
 * 1. `app.close()`: stop accepting connections (a request on a kept-alive connection gets 503),
 *    finish the requests in flight; its onClose hooks wait for the quiz answers handed to the
 *    group-commit batcher and stop the job queue (platform/jobs, decision 180): no new job is
 *    taken, running handlers finish, and the due `mail.deliver` jobs run once more, so a notice
 *    committed just before the signal is not left for another process or the next start;
 * 2. close the database (the pool ends its connections; PGlite flushes and closes its files).
 * When time runs out (a frozen database holding a request), the open connections are cut and
 * the outcome is 'timed-out': the caller exits anyway. Every write acknowledged before was
 * committed; nothing else is lost (undelivered mail keeps its job for another server or the next start).
 */
export async function shutdownGracefully(opts: {
  app: FastifyInstance;
  database: Database;
  timeoutMs: number;
  log: FastifyBaseLogger;
}): Promise<ShutdownOutcome> {
  const { app, database, log } = opts;
  const deadline = Date.now() + opts.timeoutMs;
  const left = () => Math.max(0, deadline - Date.now());

  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<'timed-out'>((resolve) => {
    timer = setTimeout(() => resolve('timed-out'), opts.timeoutMs);
  });
  const steps = (async (): Promise<ShutdownOutcome> => {
    await app.close();
    log.info({ msLeft: left() }, 'shutdown: requests finished, quiz answers written, job queue stopped');
    await database.close({ timeoutMs: left() });
    return 'clean';
  })();
  const outcome = await Promise.race([steps, timeUp]);
  clearTimeout(timer);
  if (outcome === 'timed-out') {
    log.error({ timeoutMs: opts.timeoutMs }, 'shutdown: time limit reached; cutting the connections still open');
    app.server.closeAllConnections();
  } else {
    log.info('shutdown: database closed');
  }
  return outcome;
}

/**
 * Calls `onGone` once when the process that started this one is gone (checked every
 * `intervalMs`). `npm start` runs `sh -c "node scripts/start.mjs"`; a SIGTERM to npm ends npm and
 * its shell, which does not pass the signal on: without this check the server would keep running
 * under pid 1. No-op when started by pid 1 (a container's init).
 */
export function watchParent(onGone: () => void, intervalMs = 500): void {
  const parent = process.ppid;
  if (parent <= 1) return;
  const timer = setInterval(() => {
    try {
      process.kill(parent, 0);
    } catch {
      clearInterval(timer);
      onGone();
    }
  }, intervalMs);
  timer.unref();
}
