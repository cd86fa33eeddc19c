import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withStatementCache } from './pglite-statement-cache.ts';

/** Decision 129: PGlite's statements prepared once per text, with PGlite's own answers. */
let raw: PGlite;
let pg: PGlite;

/** How many named statements the session holds for a text (PostgreSQL's own view). */
async function preparedCount(text: string): Promise<number> {
  const res = await raw.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements where statement = $1', [text]);
  return res.rows[0]!.n;
}

beforeAll(async () => {
  raw = await PGlite.create('memory://');
  pg = withStatementCache(raw, { max: 4 });
  await raw.exec(`create table notes (id serial primary key, title text not null unique, tags jsonb, done boolean, due timestamptz)`);
});
afterAll(async () => {
  await raw?.close();
});

describe('withStatementCache', () => {
  const insert = 'insert into notes (title, tags, done, due) values ($1, $2, $3, $4) returning id, title, tags, done, due';
  const byTitle = 'select id, title, tags, done, due from notes where title = $1';

  it('answers as PGlite does (rows, fields, parameters of every type, affected rows), preparing each text once', async () => {
    const due = new Date('2026-05-06T07:08:09Z');
    const inserted = await pg.query(insert, ['satu', { a: [1, 'b'] }, true, due]);
    expect(inserted.rows).toEqual([{ id: 1, title: 'satu', tags: { a: [1, 'b'] }, done: true, due }]);
    expect(inserted.affectedRows).toBe(1);
    for (let i = 0; i < 3; i++) {
      const cached = await pg.query(byTitle, ['satu']);
      const own = await raw.query(byTitle, ['satu']);
      expect(cached.rows).toEqual(own.rows);
      expect(cached.fields).toEqual(own.fields);
    }
    const asArrays = await pg.query(byTitle, ['satu'], { rowMode: 'array' });
    expect(asArrays.rows).toEqual([[1, 'satu', { a: [1, 'b'] }, true, due]]);
    const updated = await pg.query('update notes set done = $1 where id = $2', [false, 1]);
    expect(updated.affectedRows).toBe(1);
    expect(await pg.query(byTitle, ['nothing'])).toMatchObject({ rows: [] });
    expect(await preparedCount(byTitle)).toBe(1);
    expect(await preparedCount(insert)).toBe(1);
  });

  it('passes statements without parameters and other commands to PGlite unchanged', async () => {
    expect((await pg.query('select 41 + 1 as n')).rows).toEqual([{ n: 42 }]);
    expect(await preparedCount('select 41 + 1 as n')).toBe(0);
  });

  it('gives PostgreSQL errors with their code and statement; a failed run keeps the statement, a failed parse caches nothing', async () => {
    const duplicate = await pg.query(insert, ['satu', null, null, null]).catch((e: unknown) => e);
    expect(duplicate).toMatchObject({ code: '23505', query: insert });
    expect((await pg.query(insert, ['dua', null, null, null])).rows[0]).toMatchObject({ title: 'dua' });
    const broken = 'select id from notes where titel = $1';
    expect(await pg.query(broken, ['x']).catch((e: unknown) => e)).toMatchObject({ code: '42703', query: broken });
    expect(await preparedCount(broken)).toBe(0);
    expect((await pg.query(byTitle, ['dua'])).rows).toHaveLength(1);
  });

  it('works inside transactions: rolled-back writes are gone, the statements stay prepared, an error aborts as in PGlite', async () => {
    await pg.transaction(async (tx) => {
      await tx.query(insert, ['tiga', null, null, null]);
      expect((await tx.query(byTitle, ['tiga'])).rows).toHaveLength(1);
      await tx.rollback();
    });
    expect((await pg.query(byTitle, ['tiga'])).rows).toHaveLength(0);
    const failed = await pg
      .transaction(async (tx) => {
        await tx.query(insert, ['satu', null, null, null]).catch(() => undefined);
        return tx.query(byTitle, ['satu']);
      })
      .catch((e: unknown) => e);
    expect(failed).toMatchObject({ code: '25P02' });
    expect((await pg.query(byTitle, ['satu'])).rows).toHaveLength(1);
  });

  it('keeps a statement outside a transaction waiting until the open transaction ends', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const count = 'select count(*)::int as n from notes where title like $1';
    const tx = pg.transaction(async (t) => {
      await t.query(insert, ['empat', null, null, null]);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    let seen: number | null = null;
    const outside = pg.query<{ n: number }>(count, ['empat']).then((r) => (seen = r.rows[0]!.n));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toBeNull();
    release();
    await tx;
    await outside;
    expect(seen).toBe(1);
  });

  it('holds at most `max` statements, closing the least recently used', async () => {
    for (let i = 0; i < 8; i++) await pg.query(`select id from notes where id = $1 and ${i} = ${i}`, [1]);
    const held = await raw.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements where name like 'kelas_stmt_%'`);
    expect(held.rows[0]!.n).toBeLessThanOrEqual(5);
    expect((await pg.query(byTitle, ['satu'])).rows).toHaveLength(1);
  });
});
