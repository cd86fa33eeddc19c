import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/**
 * A prepared-statement cache for PGlite (decision 129), as PostgreSQL drivers keep one per
 * connection (pgx, postgres.js): the first run of a statement text parses it into a named prepared
 * statement and later runs only bind and execute it, so PostgreSQL plans it once (after five
 * custom plans it settles on the generic one) instead of on every call.
 *
 * Why: PGlite runs in the server's thread, and `PGlite.query` sends each statement as an unnamed
 * one, planned every time. Planning opens every table and index the statement names (on a data
 * directory that is an lseek and an fstat per relation, through Emscripten's file system): the
 * learner's course activity statement took 4.4 ms planned each time and 1.5 ms prepared.
 *
 * What is cached: parameterised `select`, `insert`, `update`, `delete` and `with` statements sent
 * through `query` (Drizzle's and pg-boss's), by their exact text, at most `max` of them (least
 * recently used closed first). Everything else (DDL, transaction control, statements without
 * parameters, COPY with a blob) goes through PGlite's own `query` unchanged.
 *
 * Same behaviour as `PGlite.query` (its runQuery in @electric-sql/pglite 0.5): the statement
 * waits for an open transaction of another caller, parameters are serialised by the types the
 * server inferred, errors carry `query` and `params`, and a write outside a transaction is synced
 * to the file system. Prepared statements are per session and not transactional, so one
 * prepared inside a transaction stays valid after its rollback.
 */
export function withStatementCache(pg: PGlite, opts: { max?: number } = {}): PGlite {
  const max = opts.max ?? 300;
  /** Statement text → its prepared name and parameter types; Map order is recency. */
  const statements = new Map<string, { name: string; paramTypes: number[] }>();
  /** Names evicted from the cache, closed at the start of the next exclusive run. */
  const toClose: string[] = [];
  let sequence = 0;
  const send = (message: Uint8Array) => pg.execProtocolStream(message, { syncToFs: false });

  async function runPrepared(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results> {
    return pg._runExclusiveQuery(async () => {
      const messages: BackendMessage[] = [];
      try {
        while (toClose.length > 0) await send(protocol.serialize.close({ type: 'S', name: toClose.pop()! }));
        let entry = statements.get(text);
        if (entry) {
          statements.delete(text);
        } else {
          const name = `kelas_stmt_${++sequence}`;
          messages.push(
            ...(await send(protocol.serialize.parse({ name, text, types: options?.paramTypes ?? [] }))),
          );
          const paramTypes = parse.parseDescribeStatementResults(
            await send(protocol.serialize.describe({ type: 'S', name })),
          );
          entry = { name, paramTypes };
        }
        statements.set(text, entry);
        if (statements.size > max) {
          const oldest = statements.keys().next().value as string;
          toClose.push(statements.get(oldest)!.name);
          statements.delete(oldest);
        }
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const type = entry.paramTypes[i]!;
          const serialize = options?.serializers?.[type] ?? pg.serializers[type];
          return serialize ? serialize(value) : String(value);
        });
        messages.push(...(await send(protocol.serialize.bind({ statement: entry.name, values }))));
        messages.push(...(await send(protocol.serialize.describe({ type: 'P' }))));
        messages.push(...(await send(protocol.serialize.execute({}))));
      } catch (err) {
        // As PGlite's own: the error names its statement. One that failed to parse was not cached;
        // one that failed to run stays prepared (its text is valid).
        if (err instanceof protocol.messages.DatabaseError)
          Object.assign(err, { query: text, params, queryOptions: options });
        throw err;
      } finally {
        messages.push(...(await send(protocol.serialize.sync())));
      }
      if (!inTransaction) await pg.syncToFs();
      return parse.parseResults(messages, pg.parsers, options)[0]!;
    });
  }

  const cacheable = (text: string, params: unknown[] | undefined, options: QueryOptions | undefined) =>
    !!params && params.length > 0 && !options?.blob && /^\s*(select|insert|update|delete|with)\b/i.test(text);

  /** A transaction's handle whose `query` uses the cache (its other methods are PGlite's). */
  function wrapTransaction(tx: Transaction): Transaction {
    return new Proxy(tx, {
      get(target, prop, receiver) {
        if (prop !== 'query') return Reflect.get(target, prop, receiver);
        return async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
          if (!cacheable(text, params, options)) return target.query<T>(text, params, options);
          if (target.closed) throw new Error('Transaction is closed');
          return runPrepared(text, params!, options, true) as Promise<Results<T>>;
        };
      },
    });
  }

  return new Proxy(pg, {
    get(target, prop) {
      if (prop === 'query') {
        return async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
          if (!cacheable(text, params, options)) return target.query<T>(text, params, options);
          await target._checkReady();
          return target._runExclusiveTransaction(() => runPrepared(text, params!, options, false)) as Promise<
            Results<T>
          >;
        };
      }
      if (prop === 'transaction') {
        return <T>(callback: (tx: Transaction) => Promise<T>) =>
          target.transaction((tx) => callback(wrapTransaction(tx)));
      }
      // PGlite's methods use private fields: they must run with the instance itself as `this`.
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
