import { describe, expect, it } from 'vitest';
import { createInFlightBatcher } from './in-flight-batcher.ts';

type Job = { key: string; n: number };

/** A batcher whose batches finish only when the test releases them, recording every batch. */
function harness(maxInFlight: number, maxBatch: number) {
  const batches: Job[][] = [];
  const releases: Array<() => void> = [];
  const batcher = createInFlightBatcher<Job, number>({
    key: (j) => j.key,
    maxInFlight,
    maxBatch,
    run: async (batch) => {
      batches.push(batch);
      await new Promise<void>((r) => releases.push(r));
      return batch.map((j) => j.n * 10);
    },
  });
  const releaseNext = async () => {
    releases.shift()?.();
    await new Promise((r) => setImmediate(r));
  };
  return { batcher, batches, releaseNext };
}

describe('createInFlightBatcher (decision 097)', () => {
  it('runs a job at once while a slot is free, then gathers the waiting jobs into one batch', async () => {
    const { batcher, batches, releaseNext } = harness(1, 100);
    const first = batcher.add({ key: 'a', n: 1 });
    const rest = [2, 3, 4].map((n) => batcher.add({ key: `k${n}`, n }));
    expect(batches.map((b) => b.map((j) => j.n))).toEqual([[1]]);
    await releaseNext();
    expect(await first).toBe(10);
    expect(batches.map((b) => b.map((j) => j.n))).toEqual([[1], [2, 3, 4]]);
    await releaseNext();
    expect(await Promise.all(rest)).toEqual([20, 30, 40]);
  });

  it('never puts two jobs of one key in a batch, and keeps their order', async () => {
    const { batcher, batches, releaseNext } = harness(1, 100);
    const all = [
      batcher.add({ key: 'busy', n: 0 }),
      batcher.add({ key: 'a', n: 1 }),
      batcher.add({ key: 'b', n: 2 }),
      batcher.add({ key: 'a', n: 3 }),
      batcher.add({ key: 'c', n: 4 }),
      batcher.add({ key: 'a', n: 5 }),
    ];
    for (let i = 0; i < 4; i++) await releaseNext();
    expect(batches.map((b) => b.map((j) => j.n))).toEqual([[0], [1, 2, 4], [3], [5]]);
    expect(await Promise.all(all)).toEqual([0, 10, 20, 30, 40, 50]);
  });

  it('holds a job back while a batch with its key runs, even with free slots', async () => {
    const { batcher, batches, releaseNext } = harness(4, 100);
    const first = batcher.add({ key: 'a', n: 1 });
    const second = batcher.add({ key: 'a', n: 2 });
    const other = batcher.add({ key: 'b', n: 3 });
    expect(batches.map((b) => b.map((j) => j.n))).toEqual([[1], [3]]);
    await releaseNext();
    expect(await first).toBe(10);
    expect(batches.map((b) => b.map((j) => j.n))).toEqual([[1], [3], [2]]);
    await releaseNext();
    await releaseNext();
    expect(await Promise.all([second, other])).toEqual([20, 30]);
  });

  it('caps batches at maxBatch and runs up to maxInFlight at once', async () => {
    const { batcher, batches, releaseNext } = harness(2, 2);
    const all = [1, 2, 3, 4, 5, 6].map((n) => batcher.add({ key: `k${n}`, n }));
    expect(batches.map((b) => b.map((j) => j.n))).toEqual([[1], [2]]);
    await releaseNext();
    expect(batches.map((b) => b.map((j) => j.n))).toEqual([[1], [2], [3, 4]]);
    for (let i = 0; i < 3; i++) await releaseNext();
    expect(batches.map((b) => b.map((j) => j.n))).toEqual([[1], [2], [3, 4], [5, 6]]);
    expect(await Promise.all(all)).toEqual([10, 20, 30, 40, 50, 60]);
  });

  it('rejects every job of a failed batch and goes on with the next', async () => {
    let calls = 0;
    const batcher = createInFlightBatcher<Job, number>({
      key: (j) => j.key,
      maxInFlight: 1,
      maxBatch: 10,
      run: async (batch) => {
        calls++;
        if (batch.some((j) => j.n < 0)) throw new Error('boom');
        return batch.map((j) => j.n);
      },
    });
    const bad = batcher.add({ key: 'x', n: -1 });
    const good = batcher.add({ key: 'y', n: 7 });
    await expect(bad).rejects.toThrow('boom');
    expect(await good).toBe(7);
    expect(calls).toBe(2);
  });

  it('drain() resolves only once every queued and running job is written (graceful shutdown)', async () => {
    const { batcher, releaseNext } = harness(1, 100);
    await batcher.drain(); // idle: resolves at once
    const results: number[] = [];
    void batcher.add({ key: 'a', n: 1 }).then((r) => results.push(r));
    void batcher.add({ key: 'b', n: 2 }).then((r) => results.push(r));
    let drained = false;
    const drain = batcher.drain().then(() => {
      drained = true;
    });
    await releaseNext();
    expect(drained).toBe(false);
    expect(results).toEqual([10]);
    await releaseNext();
    await drain;
    expect(results).toEqual([10, 20]);
  });
});
