/**
 * Group commit for a hot write path (decision 097). `add(job)` runs the job at once while fewer
 * than `maxInFlight` batches are running; otherwise it waits in a queue, and the next free slot
 * takes everything queued (up to `maxBatch` jobs) as ONE batch. Under light load every job runs
 * alone with no added delay; under heavy load many jobs share one database statement.
 *
 * Jobs with the same `key` never share a batch, and a job waits while a batch holding its key is
 * running: jobs of one key run one after the other in arrival order (the last one sent is the
 * last one written), and a batch can be written with one `insert … on conflict do update`.
 * `run(batch)` answers one result per job, in the batch's order; when it throws, every job of
 * that batch is rejected with that error.
 */
export type InFlightBatcher<J, R> = {
  add: (job: J) => Promise<R>;
  /**
   * Resolves once no job waits and no batch runs (graceful shutdown: every job added so far has
   * been written and answered). Jobs added meanwhile are waited for too.
   */
  drain: () => Promise<void>;
};

export function createInFlightBatcher<J, R>(opts: {
  run: (batch: J[]) => Promise<R[]>;
  key: (job: J) => string;
  maxInFlight: number;
  maxBatch: number;
}): InFlightBatcher<J, R> {
  type Waiting = { job: J; resolve: (r: R) => void; reject: (e: unknown) => void };
  let queue: Waiting[] = [];
  let inFlight = 0;
  /** Keys of the jobs in running batches. */
  const running = new Set<string>();
  let idle: (() => void)[] = [];

  function settleIdle(): void {
    if (inFlight > 0 || queue.length > 0) return;
    const waiting = idle;
    idle = [];
    for (const resolve of waiting) resolve();
  }

  function takeBatch(): Waiting[] {
    const batch: Waiting[] = [];
    const seen = new Set<string>();
    const rest: Waiting[] = [];
    for (const w of queue) {
      const k = opts.key(w.job);
      // Once a key is passed over, its later jobs stay behind it (arrival order per key).
      if (batch.length < opts.maxBatch && !seen.has(k) && !running.has(k)) batch.push(w);
      else rest.push(w);
      seen.add(k);
    }
    queue = rest;
    return batch;
  }

  function pump(): void {
    while (inFlight < opts.maxInFlight && queue.length > 0) {
      const batch = takeBatch();
      if (batch.length === 0) return; // every waiting job's key is running
      const keys = batch.map((w) => opts.key(w.job));
      for (const k of keys) running.add(k);
      inFlight++;
      void runBatch(batch).finally(() => {
        for (const k of keys) running.delete(k);
        inFlight--;
        pump();
        settleIdle();
      });
    }
  }

  async function runBatch(batch: Waiting[]): Promise<void> {
    try {
      const results = await opts.run(batch.map((w) => w.job));
      if (results.length !== batch.length) throw new Error(`batch of ${batch.length} answered ${results.length} results`);
      batch.forEach((w, i) => w.resolve(results[i]!));
    } catch (err) {
      for (const w of batch) w.reject(err);
    }
  }

  return {
    add(job) {
      return new Promise<R>((resolve, reject) => {
        queue.push({ job, resolve, reject });
        pump();
      });
    },
    drain() {
      return new Promise<void>((resolve) => {
        idle.push(resolve);
        settleIdle();
      });
    },
  };
}
