/**
 * Where saved readings' files live: Cache Storage, cache `kelas-offline-readings` (never touched
 * by the service worker's own caches, so an update of the app keeps them). Tests give the store an
 * in-memory stand-in of this interface.
 */
export type FileStore = {
  /** Downloads the same-origin `url` and stores it; resolves to its size in bytes. Throws on a non-2xx answer or a failed network. */
  put(url: string): Promise<number>;
  /** The stored file, or null. */
  get(url: string): Promise<Blob | null>;
  /** Forgets the stored file (nothing when absent). */
  remove(url: string): Promise<void>;
};

export const OFFLINE_FILES_CACHE = 'kelas-offline-readings';

/** The browser's Cache Storage as a FileStore. */
export const cacheStorageFiles: FileStore = {
  async put(url) {
    const res = await fetch(url, { cache: 'no-store', credentials: 'same-origin' });
    if (!res.ok) throw new Error(`HTTP ${res.status} ${url}`);
    const blob = await res.blob();
    const cache = await caches.open(OFFLINE_FILES_CACHE);
    await cache.put(
      url,
      new Response(blob, {
        headers: { 'content-type': res.headers.get('content-type') ?? 'application/octet-stream' },
      }),
    );
    return blob.size;
  },
  async get(url) {
    if (typeof caches === 'undefined') return null;
    const cache = await caches.open(OFFLINE_FILES_CACHE);
    const res = await cache.match(url);
    return res ? res.blob() : null;
  },
  async remove(url) {
    if (typeof caches === 'undefined') return;
    const cache = await caches.open(OFFLINE_FILES_CACHE);
    await cache.delete(url);
  },
};
