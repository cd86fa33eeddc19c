import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { enqueueCompletion, flushCompletions, isRetryable, pendingCompletions } from './completion-queue';
import type { QueuedCompletion } from './offline-types';

const OWNER = 'learner@example.com';
let kv: ReturnType<typeof createStore>;
const entry = (itemId: number): QueuedCompletion => ({
  itemId,
  courseSlug: 'kelas-data',
  body: { courseId: 7, itemId: 70, itemType: 'reading' },
  queuedAt: '2026-11-24T03:00:00Z',
});

beforeEach(() => {
  kv = createStore(`kelas-queue-test-${Math.random()}`, 'records');
});

describe('completion queue', () => {
  it('queues once per item, oldest first', async () => {
    await enqueueCompletion(OWNER, entry(702), kv);
    await enqueueCompletion(OWNER, entry(701), kv);
    await enqueueCompletion(OWNER, entry(702), kv);
    expect((await pendingCompletions(OWNER, kv)).map((e) => e.itemId)).toEqual([702, 701]);
  });

  it('sends everything when the network is back and empties the queue', async () => {
    await enqueueCompletion(OWNER, entry(702), kv);
    await enqueueCompletion(OWNER, entry(701), kv);
    const sent: number[] = [];
    expect(await flushCompletions(OWNER, async (e) => void sent.push(e.itemId), kv)).toEqual({
      sent: 2,
      dropped: 0,
      kept: 0,
    });
    expect(sent).toEqual([702, 701]);
    expect(await pendingCompletions(OWNER, kv)).toEqual([]);
  });

  it('stops at a network failure and keeps the rest for the next time', async () => {
    for (const id of [1, 2, 3]) await enqueueCompletion(OWNER, entry(id), kv);
    const result = await flushCompletions(
      OWNER,
      async (e) => {
        if (e.itemId === 2) throw new TypeError('Failed to fetch');
      },
      kv,
    );
    expect(result).toEqual({ sent: 1, dropped: 0, kept: 2 });
    expect((await pendingCompletions(OWNER, kv)).map((e) => e.itemId)).toEqual([2, 3]);
  });

  it('drops an entry the server refuses for good (403/404/422) and goes on', async () => {
    for (const id of [1, 2]) await enqueueCompletion(OWNER, entry(id), kv);
    const result = await flushCompletions(
      OWNER,
      async (e) => {
        if (e.itemId === 1) throw new ApiError(404, 'Materi tidak ditemukan.');
      },
      kv,
    );
    expect(result).toEqual({ sent: 1, dropped: 1, kept: 0 });
    expect(await pendingCompletions(OWNER, kv)).toEqual([]);
  });

  it('classifies failures: network, 401, 429 and 5xx stay queued', () => {
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable(new ApiError(401, 'x'))).toBe(true);
    expect(isRetryable(new ApiError(429, 'x'))).toBe(true);
    expect(isRetryable(new ApiError(503, 'x'))).toBe(true);
    expect(isRetryable(new ApiError(403, 'x'))).toBe(false);
    expect(isRetryable(new ApiError(422, 'x'))).toBe(false);
  });

  it('two flushes at once send each entry once', async () => {
    for (const id of [1, 2]) await enqueueCompletion(OWNER, entry(id), kv);
    const sent: number[] = [];
    const send = async (e: QueuedCompletion) => void sent.push(e.itemId);
    const [a, b] = await Promise.all([flushCompletions(OWNER, send, kv), flushCompletions(OWNER, send, kv)]);
    expect(a).toEqual(b);
    expect(sent).toEqual([1, 2]);
  });
});
