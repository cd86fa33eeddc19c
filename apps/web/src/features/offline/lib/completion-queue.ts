import type { UseStore } from 'idb-keyval';
import { ApiError } from '@/lib/api-client';
import { isNetworkError } from '@/lib/network/online';
import { changeRecord, readRecord } from './offline-store';
import type { QueuedCompletion } from './offline-types';

/**
 * Completions made offline (decision 203): kept in the account's IndexedDB record
 * and sent, oldest first, when the network returns. The server's complete call is idempotent
 * (modules/learning/mark-item-complete.ts), so sending one twice (a tab closed between the answer
 * and the removal) changes nothing.
 */

/** Queues a completion; a second one for the same item is ignored. */
export async function enqueueCompletion(
  owner: string,
  entry: QueuedCompletion,
  kv?: UseStore,
): Promise<void> {
  await changeRecord(
    owner,
    (r) => (r.queue.some((q) => q.itemId === entry.itemId) ? r : { ...r, queue: [...r.queue, entry] }),
    kv,
  );
}

/** The account's queued completions, oldest first. */
export async function pendingCompletions(owner: string, kv?: UseStore): Promise<QueuedCompletion[]> {
  return (await readRecord(owner, kv)).queue;
}

export type FlushResult = { sent: number; dropped: number; kept: number };

/**
 * Whether a failed send should stay queued: a network failure, a lost session (401: sent again
 * after the next login), a rate limit, a time-out or a server error. Any other answer (403 no
 * longer enrolled, 404 item deleted, 422) will never succeed: the entry is dropped.
 */
export function isRetryable(error: unknown): boolean {
  if (isNetworkError(error)) return true;
  if (error instanceof ApiError)
    return (
      error.status === 0 ||
      error.status === 401 ||
      error.status === 408 ||
      error.status === 429 ||
      error.status >= 500
    );
  return true;
}

const flights = new Map<string, Promise<FlushResult>>();

/**
 * Sends the queued completions one by one with `send`; each success (or permanent refusal) leaves
 * the queue at once; the first retryable failure stops the run and keeps the rest. One run per
 * account at a time (a second call joins the running one).
 */
export function flushCompletions(
  owner: string,
  send: (entry: QueuedCompletion) => Promise<unknown>,
  kv?: UseStore,
): Promise<FlushResult> {
  const id = owner.toLowerCase();
  const running = flights.get(id);
  if (running) return running;
  const run = (async () => {
    const result: FlushResult = { sent: 0, dropped: 0, kept: 0 };
    const queue = await pendingCompletions(owner, kv);
    for (let i = 0; i < queue.length; i++) {
      const entry = queue[i]!;
      try {
        await send(entry);
        result.sent += 1;
      } catch (error) {
        if (isRetryable(error)) {
          result.kept = queue.length - i;
          break;
        }
        console.error('Completion dropped', entry, error);
        result.dropped += 1;
      }
      await changeRecord(
        owner,
        (r) => ({ ...r, queue: r.queue.filter((q) => q.itemId !== entry.itemId) }),
        kv,
      );
    }
    return result;
  })().finally(() => flights.delete(id));
  flights.set(id, run);
  return run;
}
