import etag from 'etag';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import { LRUCache } from 'lru-cache';
import { onCourseChange, type CourseRef } from './public-data-changes.ts';

/**
 * In-process cache of public response bodies (decision 121): the catalogue lists, the
 * course details and the certificate verifications. An entry is the serialised JSON body with its
 * strong ETag; a hit answers without touching the database, and `If-None-Match` answers 304.
 *
 * - Bounded: an LRU with an entry cap and a byte cap. Keys are built by the routes from
 *   validated, normalised parameters (a course kind, a valid slug, a valid code), never from the
 *   raw query string, so junk queries cannot grow it.
 * - Fresh: every write that changes a public body calls `invalidateCourse(slug)` /
 *   `invalidateCertificate(code)` / `invalidateAll()` (after its transaction commits); entries
 *   also expire after `ttlSeconds` (default 60 s), which bounds how stale the participant count
 *   ('{n} Peserta', bumped by every enrolment) can be.
 * - Several processes: invalidations are also published on a pluggable bus (PostgreSQL
 *   LISTEN/NOTIFY on PostgreSQL, `pg-invalidation-bus.ts`); messages from the bus only clear.
 * - Never user-specific: callers cache only bodies built without the request's user.
 * - Never a 500: any failure of the cache falls back to loading from the database.
 */

/** Namespaces of keys: invalidation drops a whole namespace or one key of it. */
export type PublicCacheKey =
  | { kind: 'course-list'; courseKind: string }
  | { kind: 'course'; slug: string }
  | { kind: 'certificate'; code: string };

/** A message between processes: what to drop. */
export type InvalidationMessage = { scope: 'all' } | ({ scope: 'course' } & CourseRef) | { scope: 'certificate'; code: string };

/** Cross-process delivery of invalidations. `publish` must not throw (log instead). */
export type InvalidationBus = {
  publish: (message: InvalidationMessage) => void;
  subscribe: (onMessage: (message: InvalidationMessage) => void) => void;
  close: () => Promise<void>;
};

/** What a route loads on a miss: the body to send (status 200), or null for "not cacheable" (e.g. a 404). */
export type Loaded<T> = { body: T; cacheable: boolean; extra?: unknown; courseId?: number } | null;

type Entry = { body: string; etag: string; extra: unknown; courseId: number | null };

export type PublicCache = {
  /**
   * Answers a GET from the cache, or runs `load` and caches what it returns. `serialize` must be
   * the route's serialiser (`reply.serialize`), so a hit sends byte for byte what a miss sends.
   * `cacheControl` goes on every 200/304; `accept(extra)` may refuse a cached entry for this
   * request (e.g. the owner of a certificate, who gets a personal body) → the route's own path.
   * Returns false when the caller must answer itself (load returned null, or accept refused).
   */
  serve: <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    opts: {
      key: PublicCacheKey;
      cacheControl: string;
      load: () => Promise<Loaded<T>>;
      accept?: (extra: unknown) => boolean;
    },
  ) => Promise<boolean>;
  /**
   * Drops every list and the course's detail (and the certificates, which print its title); the
   * course by slug or by id. Also on other processes. Call after the write's transaction commits.
   */
  invalidateCourse: (ref: string | number) => void;
  /** Drops one certificate's verification body. Also on other processes. */
  invalidateCertificate: (code: string) => void;
  /** Drops everything. Also on other processes. */
  invalidateAll: () => void;
  /** Entries held and their bytes (tests, metrics). */
  stats: () => { entries: number; bytes: number; hits: number; misses: number };
  close: () => Promise<void>;
};

export const CACHE_CONTROL = {
  /** Lists: short browser cache, then served stale while the browser revalidates. */
  list: 'public, max-age=30, stale-while-revalidate=300',
  /** Details and verifications: the browser revalidates every time (a cheap 304). */
  revalidate: 'public, no-cache',
} as const;

function keyString(key: PublicCacheKey): string {
  switch (key.kind) {
    case 'course-list':
      return `list:${key.courseKind}`;
    case 'course':
      return `course:${key.slug}`;
    case 'certificate':
      return `cert:${key.code}`;
  }
}

export type PublicCacheOptions = {
  maxEntries?: number;
  maxBytes?: number;
  ttlSeconds?: number;
  bus?: InvalidationBus | null;
  log?: { warn: (obj: object, msg: string) => void };
};

/** A bus that delivers nothing (one process, or PGlite). */
export const localOnlyBus: InvalidationBus = { publish: () => undefined, subscribe: () => undefined, close: async () => undefined };

export function createPublicCache(opts: PublicCacheOptions = {}): PublicCache {
  const lru = new LRUCache<string, Entry>({
    max: opts.maxEntries ?? 2000,
    maxSize: opts.maxBytes ?? 32 * 1024 * 1024,
    sizeCalculation: (e, k) => e.body.length + k.length + 64,
    ttl: (opts.ttlSeconds ?? 60) * 1000,
    ttlAutopurge: false,
  });
  /** Bumped by every invalidation: a load that started before one is not stored. */
  let generation = 0;
  const inFlight = new Map<string, Promise<{ entry: Entry | null; loaded: Loaded<unknown> }>>();
  let hits = 0;
  let misses = 0;
  const bus = opts.bus ?? localOnlyBus;

  function apply(message: InvalidationMessage) {
    generation++;
    inFlight.clear();
    if (message.scope === 'all') {
      lru.clear();
      return;
    }
    if (message.scope === 'certificate') {
      lru.delete(`cert:${message.code}`);
      return;
    }
    for (const [k, e] of [...lru.entries()]) {
      const theCourse = 'slug' in message ? k === `course:${message.slug}` : k.startsWith('course:') && e.courseId === message.courseId;
      if (k.startsWith('list:') || k.startsWith('cert:') || theCourse) lru.delete(k);
    }
  }
  bus.subscribe(apply);
  const unsubscribe = onCourseChange((ref) => invalidate({ scope: 'course', ...ref }));

  function invalidate(message: InvalidationMessage) {
    apply(message);
    try {
      bus.publish(message);
    } catch (err) {
      opts.log?.warn({ err }, 'public cache: invalidation not published');
    }
  }

  function send(request: FastifyRequest, reply: FastifyReply, entry: Entry, cacheControl: string) {
    reply.header('etag', entry.etag).header('cache-control', cacheControl);
    // `fresh` (Express's own check) compares If-None-Match weakly, with lists and `*` (RFC 9110 §13.1.2).
    if (fresh(request.headers, { etag: entry.etag })) {
      void reply.code(304).send();
      return;
    }
    void reply.type('application/json; charset=utf-8').send(entry.body);
  }

  return {
    async serve(request, reply, { key, cacheControl, load, accept }) {
      const k = keyString(key);
      let entry: Entry | undefined;
      try {
        entry = lru.get(k);
      } catch (err) {
        opts.log?.warn({ err }, 'public cache: read failed');
      }
      if (entry && (!accept || accept(entry.extra))) {
        hits++;
        send(request, reply, entry, cacheControl);
        return true;
      }
      if (entry) return false;
      misses++;
      // One load per key at a time: concurrent misses share it (no stampede on the database).
      let pending = inFlight.get(k);
      if (!pending) {
        const started = generation;
        pending = (async () => {
          const loaded = await load();
          if (!loaded || !loaded.cacheable) return { entry: null, loaded };
          const body = reply.serialize(loaded.body) as string;
          const made: Entry = { body, etag: etag(body), extra: loaded.extra, courseId: loaded.courseId ?? null };
          if (generation === started) {
            try {
              lru.set(k, made);
            } catch (err) {
              opts.log?.warn({ err }, 'public cache: write failed');
            }
          }
          return { entry: made, loaded };
        })();
        inFlight.set(k, pending);
        const clear = () => {
          if (inFlight.get(k) === pending) inFlight.delete(k);
        };
        pending.then(clear, clear);
      }
      const { entry: made } = await pending;
      if (!made || (accept && !accept(made.extra))) return false;
      send(request, reply, made, cacheControl);
      return true;
    },
    invalidateCourse: (ref) => invalidate(typeof ref === 'number' ? { scope: 'course', courseId: ref } : { scope: 'course', slug: ref }),
    invalidateCertificate: (code) => invalidate({ scope: 'certificate', code }),
    invalidateAll: () => invalidate({ scope: 'all' }),
    stats: () => ({ entries: lru.size, bytes: lru.calculatedSize, hits, misses }),
    close: async () => {
      unsubscribe();
      await bus.close();
    },
  };
}
