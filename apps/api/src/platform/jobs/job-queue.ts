import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { JOBS_SCHEMA, pgliteBossDb, pgliteClientOf } from './boss-db.ts';
import { StaleJobError, type JobDefinition } from './define-job.ts';

/** What a handler gets besides its payload. */
export type JobContext = {
  /** pg-boss job id (uuid). */
  jobId: string;
  /** 0 on the first try, n on the n-th retry. */
  retryCount: number;
  log: FastifyBaseLogger;
};

export type JobHandler<D extends JobDefinition> = (payload: z.output<D['schema']>, ctx: JobContext) => Promise<unknown>;

export type JobQueueOptions = {
  database: Database;
  log: FastifyBaseLogger;
  /** Run the handlers in this process (JOB_WORKERS); false = this process only sends jobs. */
  workers: boolean;
  /** How often an idle worker asks for work, seconds (JOB_POLL_SECONDS, ≥ 0.5). */
  pollSeconds: number;
};

/** Defaults of decision 180 (the definition may override them). */
const DEFAULTS = { retryLimit: 3, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 15 * 60 };
/** Completed jobs stay in the live table a day; failed ones (the dead letters an admin sees) 30 days. */
const ARCHIVE_COMPLETED_SECONDS = 24 * 60 * 60;
const ARCHIVE_FAILED_SECONDS = 30 * 24 * 60 * 60;

type Registered = { def: JobDefinition; handler: JobHandler<JobDefinition> };

/**
 * The job queue of one server process (decision 180): pg-boss on the app's
 * database (PGlite through its one connection; PostgreSQL through a small pool of its own, without
 * the API's statement timeout, so maintenance may take its time). Handlers are registered before
 * `start()`; `start()` creates or updates the queues, the cron schedules (pg-boss sends a
 * scheduled job once per schedule across all servers) and, with `workers`, one polling worker per
 * job type. `stop()` stops polling, waits for the running handlers, runs the due jobs of the
 * `drainOnShutdown` types once more and closes the queue's connections.
 */
export function createJobQueue(opts: JobQueueOptions) {
  const { database, log } = opts;
  const registered = new Map<string, Registered>();
  const cronSeconds = Math.min(45, Math.max(1, Math.round(opts.pollSeconds)));
  let pool: pg.Pool | null = null;
  let db: PgBoss.Db;
  if (database.driver === 'postgres' && database.url) {
    // A frozen or unreachable server must not hold a worker or the shutdown for long: bounded
    // connect and read times, but no statement timeout (maintenance may take a while).
    const own = new pg.Pool({
      connectionString: database.url,
      max: 4,
      application_name: 'kelas-jobs',
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: 5_000,
      query_timeout: 60_000,
    });
    own.on('error', (err) => log.warn({ err: err.message }, 'job queue: database connection lost; reconnecting on demand'));
    pool = own;
    db = {
      async executeSql(text: string, values?: unknown[]) {
        const result = (await own.query(text, values)) as unknown as pg.QueryResult | pg.QueryResult[];
        return { rows: (Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows) as never[] };
      },
    };
  } else {
    db = pgliteBossDb(pgliteClientOf(database));
  }
  const boss = new PgBoss({
    db,
    schema: JOBS_SCHEMA,
    migrate: true,
    supervise: opts.workers,
    schedule: opts.workers,
    cronMonitorIntervalSeconds: cronSeconds,
    cronWorkerIntervalSeconds: cronSeconds,
    archiveCompletedAfterSeconds: ARCHIVE_COMPLETED_SECONDS,
    archiveFailedAfterSeconds: ARCHIVE_FAILED_SECONDS,
  });
  // Without a listener an 'error' event would end the process; a lost connection is not fatal.
  boss.on('error', (err: Error) => log.warn({ err: err.message }, 'job queue: background error (retried on the next tick)'));
  let started = false;
  const workerIds = new Map<string, string>();

  /** Runs one job: payload check, handler, stale or failed outcome. Throws to let pg-boss retry. */
  async function run(entry: Registered, job: PgBoss.Job<unknown>): Promise<unknown> {
    const { def, handler } = entry;
    const jobLog = log.child({ job: def.name, jobId: job.id });
    const parsed = def.schema.safeParse(job.data);
    if (!parsed.success) {
      jobLog.warn({ issues: parsed.error.issues.length }, 'job payload no longer matches its schema; completed without running');
      return { stale: 'payload no longer matches' };
    }
    const retryCount = (job as PgBoss.Job<unknown> & { retryCount?: number }).retryCount ?? 0;
    try {
      await handler(parsed.data, { jobId: job.id, retryCount, log: jobLog });
      return null;
    } catch (err) {
      if (err instanceof StaleJobError) {
        jobLog.info({ reason: err.message }, 'job is stale; completed without effect');
        return { stale: err.message };
      }
      const limit = def.retryLimit ?? DEFAULTS.retryLimit;
      jobLog.warn({ err: err instanceof Error ? err.message : String(err), retryCount, retryLimit: limit }, retryCount >= limit ? 'job failed; dead letter (state failed)' : 'job failed; will retry with back-off');
      throw err;
    }
  }

  async function drain(entry: Registered): Promise<{ done: number; failed: number }> {
    const out = { done: 0, failed: 0 };
    const jobs = (await boss.fetch(entry.def.name, { batchSize: 50, includeMetadata: true })) ?? [];
    for (const job of jobs) {
      try {
        const output = await run(entry, job);
        await boss.complete(entry.def.name, job.id, output ? (output as object) : undefined);
        out.done++;
      } catch (err) {
        await boss.fail(entry.def.name, job.id, { message: err instanceof Error ? err.message : String(err) });
        out.failed++;
      }
    }
    return out;
  }

  return {
    boss,
    /** The registered job types, by name. */
    definitions: () => [...registered.values()].map((r) => r.def),
    /** Registers a job type and its handler; before `start()` only. */
    register<D extends JobDefinition>(def: D, handler: JobHandler<D>): void {
      if (started) throw new Error(`registerJob(${def.name}): register jobs before the app is ready`);
      if (registered.has(def.name)) throw new Error(`registerJob(${def.name}): registered twice`);
      registered.set(def.name, { def, handler: handler as JobHandler<JobDefinition> });
    },

    async start(): Promise<void> {
      started = true;
      await boss.start();
      for (const { def } of registered.values()) {
        const options = {
          name: def.name,
          retryLimit: def.retryLimit ?? DEFAULTS.retryLimit,
          retryDelay: def.retryDelaySeconds ?? DEFAULTS.retryDelaySeconds,
          retryBackoff: def.retryBackoff ?? DEFAULTS.retryBackoff,
          expireInSeconds: def.expireInSeconds ?? DEFAULTS.expireInSeconds,
        };
        await boss.createQueue(def.name, options);
        await boss.updateQueue(def.name, options);
        if (def.cron) await boss.schedule(def.name, def.cron, {}, { tz: 'UTC' });
        else await boss.unschedule(def.name);
      }
      if (!opts.workers) return;
      for (const entry of registered.values()) {
        const id = await boss.work(entry.def.name, { pollingIntervalSeconds: opts.pollSeconds, batchSize: 1, includeMetadata: true }, async ([job]) => {
          if (!job) return;
          try {
            return await run(entry, job);
          } finally {
            // pg-boss waits the polling interval after every fetch, a job found or not: a backlog
            // (a burst of e-mails' safety-net jobs) would drain at one job per interval. Found
            // one: look for the next at once.
            const self = workerIds.get(entry.def.name);
            if (started && self) boss.notifyWorker(self);
          }
        });
        workerIds.set(entry.def.name, id);
      }
    },

    /** Asks this process's worker of `name` to look for work now (after a commit that sent a job). */
    wake(name: string): void {
      const id = workerIds.get(name);
      if (started && id) boss.notifyWorker(id);
    },

    /** Graceful stop within `timeoutMs` (see the function's comment). Safe to call twice. */
    async stop(timeoutMs = 10_000): Promise<void> {
      if (!started) return;
      started = false;
      workerIds.clear();
      const deadline = Date.now() + timeoutMs;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
      if (opts.workers && Date.now() < deadline) {
        for (const entry of registered.values()) {
          if (!entry.def.drainOnShutdown) continue;
          const result = await drain(entry).catch((err: unknown) => {
            log.warn({ err: err instanceof Error ? err.message : String(err), job: entry.def.name }, 'shutdown: due jobs left for another server or the next start');
            return null;
          });
          if (result && result.done + result.failed > 0) log.info({ job: entry.def.name, ...result }, 'shutdown: due jobs run');
        }
      }
      // pool.end() waits for connections in use; a frozen server would hold it: bounded.
      if (pool) await Promise.race([pool.end(), new Promise((r) => setTimeout(r, Math.max(500, deadline - Date.now())).unref())]);
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
