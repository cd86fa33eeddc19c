import crypto from 'node:crypto';
import pg from 'pg';
import type { InvalidationBus, InvalidationMessage } from './public-cache.ts';

/** The PostgreSQL channel of public-cache invalidations. */
export const INVALIDATION_CHANNEL = 'kelas_public_cache';

type Log = { warn: (obj: object, msg: string) => void };

/**
 * Public-cache invalidations between server processes over PostgreSQL LISTEN/NOTIFY (decision
 * 121): one dedicated connection listens; publishing is a `pg_notify` on a short-lived
 * connection from the same URL. A process ignores its own messages. When the listening connection
 * drops, messages may have been missed, so the process drops its whole cache and
 * reconnects after a second.
 */
export function pgInvalidationBus(opts: { url: string; log: Log }): InvalidationBus {
  const origin = crypto.randomUUID();
  let handler: ((m: InvalidationMessage) => void) | null = null;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  const publisher = new pg.Pool({ connectionString: opts.url, max: 1, idleTimeoutMillis: 10_000 });
  publisher.on('error', (err) => opts.log.warn({ err }, 'public cache bus: publisher error'));

  function scheduleReconnect() {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, 1000);
    retry.unref();
  }

  async function connect() {
    const c = new pg.Client({ connectionString: opts.url });
    c.on('notification', (n) => {
      if (n.channel !== INVALIDATION_CHANNEL || !n.payload) return;
      try {
        const { from, message } = JSON.parse(n.payload) as { from: string; message: InvalidationMessage };
        if (from !== origin) handler?.(message);
      } catch (err) {
        opts.log.warn({ err }, 'public cache bus: bad message');
      }
    });
    const lost = (err?: Error) => {
      if (client !== c) return;
      client = null;
      if (closed) return;
      opts.log.warn({ err }, 'public cache bus: connection lost; cache cleared');
      handler?.({ scope: 'all' });
      scheduleReconnect();
    };
    c.on('error', lost);
    c.on('end', () => lost());
    try {
      await c.connect();
      await c.query(`LISTEN ${INVALIDATION_CHANNEL}`);
      if (closed) {
        await c.end();
        return;
      }
      client = c;
      // Anything published while we were not listening is unknown: start clean.
      handler?.({ scope: 'all' });
    } catch (err) {
      opts.log.warn({ err }, 'public cache bus: cannot listen');
      void c.end().catch(() => undefined);
      scheduleReconnect();
    }
  }
  void connect();

  return {
    publish(message) {
      const payload = JSON.stringify({ from: origin, message });
      publisher.query('select pg_notify($1, $2)', [INVALIDATION_CHANNEL, payload]).catch((err: unknown) => {
        opts.log.warn({ err }, 'public cache bus: publish failed');
      });
    },
    subscribe(onMessage) {
      handler = onMessage;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      await Promise.all([c?.end().catch(() => undefined), publisher.end().catch(() => undefined)]);
    },
  };
}
