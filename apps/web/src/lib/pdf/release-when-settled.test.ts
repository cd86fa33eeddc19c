import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { releaseWhenSettled, RELEASE_TIMEOUT_MS } from './release-when-settled';

/** A loading task whose load, download and destroy the test settles by hand. */
function loadingTask() {
  let load!: { resolve: () => void; reject: (e: Error) => void };
  let download!: () => void;
  const downloaded = new Promise<void>((resolve) => (download = resolve));
  const pdf = { getDownloadInfo: () => downloaded.then(() => ({ length: 1024 })) };
  const promise = new Promise<typeof pdf>((resolve, reject) => (load = { resolve: () => resolve(pdf), reject }));
  const destroy = vi.fn(() => Promise.resolve());
  return { task: { promise, destroy }, load, download, destroy };
}

describe('releaseWhenSettled (PDF.js cannot be stopped mid-load cleanly)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits until the document is parsed and all its bytes have arrived, then destroys it once', async () => {
    const { task, load, download, destroy } = loadingTask();
    const released = releaseWhenSettled(task);
    load.resolve();
    await vi.advanceTimersByTimeAsync(100);
    expect(destroy).not.toHaveBeenCalled();
    download();
    await released;
    expect(destroy).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(RELEASE_TIMEOUT_MS);
    expect(destroy).toHaveBeenCalledOnce();
  });

  it('destroys a load that failed', async () => {
    const { task, load, destroy } = loadingTask();
    const released = releaseWhenSettled(task);
    load.reject(new Error('Invalid PDF structure.'));
    await released;
    expect(destroy).toHaveBeenCalledOnce();
  });

  it('destroys a load that never settles after the timeout, and a late settle does not destroy it again', async () => {
    const { task, load, download, destroy } = loadingTask();
    const released = releaseWhenSettled(task, 5_000);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(destroy).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await released;
    expect(destroy).toHaveBeenCalledOnce();
    load.resolve();
    download();
    await vi.advanceTimersByTimeAsync(0);
    expect(destroy).toHaveBeenCalledOnce();
  });

  it('resolves even when destroying fails', async () => {
    const { task, load, download, destroy } = loadingTask();
    destroy.mockImplementationOnce(() => Promise.reject(new Error('Worker was destroyed')));
    const released = releaseWhenSettled(task);
    load.resolve();
    download();
    await expect(released).resolves.toBeUndefined();
  });
});
