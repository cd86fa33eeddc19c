import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/**
 * Named prepared statements for the hot reads and writes (decision 074): on PostgreSQL each
 * connection parses and plans such a statement once instead of on every call (the quiz answer
 * save ran 3.5× the statements per second, the catalogue list 2×); on PGlite they run as usual.
 */

/**
 * Memoises `build(db)` per database handle: a prepared query belongs to the handle (the pool or a
 * transaction) it was made on, so each handle gets its own, made on first use.
 */
export function perHandle<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const made = new WeakMap<DbOrTx, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = build(db);
      made.set(db, value);
    }
    return value;
  };
}

export type PreparedSql = { execute: (values: Record<string, unknown>) => Promise<unknown> };
const dialect = new PgDialect();

/** A raw statement with `sql.placeholder`s as the named prepared statement `name` of `db`. */
export function prepareSql(db: DbOrTx, name: string, query: SQL): PreparedSql {
  return db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false) as PreparedSql;
}
