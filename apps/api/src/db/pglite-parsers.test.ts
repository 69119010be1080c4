import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { boolean, date, integer, interval, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIZZLE_TEXT_TYPES, shareDrizzleParsers } from './pglite-parsers.js';

// Two embedded databases with the same rows: one driven by drizzle as it comes (its parsers sent
// with every statement), one through shareDrizzleParsers. Every answer must be the same.

const TABLE = `create table sample (
  id int primary key, ts timestamp, tstz timestamptz, d date, iv interval, n numeric, nums numeric[],
  tss timestamp[], tstzs timestamptz[], ivs interval[], ds date[], j jsonb, b boolean, t text, ints int[]
);
insert into sample values
  (1, '2026-11-29 23:05:00', '2026-11-29 23:05:00.123+00', '2026-12-01', '1 day 02:03:04', 12.50, '{1.5,2}',
   '{"2026-01-01 10:00"}', '{"2026-01-01 10:00+01"}', '{"2 hours"}', '{2026-02-03}', '{"a":[1,2]}', true, 'Fort Collins', '{1,2,3}'),
  (2, null, null, null, null, null, null, null, null, null, null, null, null, null, null);`;

const SELECT = sql`select * from sample order by id`;

/** The same table as drizzle's schema: a typed select reads its answer as arrays, not objects. */
const sample = pgTable('sample', {
  id: integer('id').primaryKey(),
  ts: timestamp('ts'),
  tstz: timestamp('tstz', { withTimezone: true }),
  tstzText: timestamp('tstz', { withTimezone: true, mode: 'string' }),
  d: date('d'),
  iv: interval('iv'),
  b: boolean('b'),
  t: text('t'),
});

let stock: PGlite;
let shared: PGlite;
let plainParsers: ReturnType<typeof shareDrizzleParsers>['plainParsers'];
let plainQuery: ReturnType<typeof shareDrizzleParsers>['plainQuery'];
let drizzleClient: PGlite;

beforeAll(async () => {
  stock = new PGlite();
  shared = new PGlite();
  await Promise.all([stock.waitReady, shared.waitReady]);
  await stock.exec(TABLE);
  await shared.exec(TABLE);
  ({ drizzleClient, plainParsers, plainQuery } = shareDrizzleParsers(shared));
});
afterAll(async () => {
  await Promise.all([stock.close(), shared.close()]);
});

describe('drizzle on PGlite with its parsers shared', () => {
  it('sends the parsers this module writes into the client, and no others', async () => {
    // What drizzle as it comes sends with a statement, recorded on a client of its own.
    const seen: (QueryOptions | undefined)[] = [];
    const recorder = new Proxy(stock, {
      get(object, key) {
        if (key === 'query') {
          return (text: string, params?: unknown[], options?: QueryOptions) => {
            seen.push(options);
            return object.query(text, params, options);
          };
        }
        const value: unknown = Reflect.get(object, key, object);
        return typeof value === 'function' ? value.bind(object) : value;
      },
    });
    // Both of drizzle's ways: plain SQL answered as objects, a typed select as arrays.
    await drizzle(recorder).execute(SELECT);
    await drizzle(recorder).select().from(sample);
    expect(seen.map((options) => options?.rowMode)).toEqual(['object', 'array']);
    for (const options of seen) {
      const parsers = options?.parsers ?? {};
      expect(Object.keys(parsers).map(Number).sort()).toEqual([...DRIZZLE_TEXT_TYPES].sort());
      for (const parse of Object.values(parsers)) expect(parse('2026-11-29 23:05:00')).toBe('2026-11-29 23:05:00');
    }
  });

  it('answers drizzle as drizzle as it comes does, in and out of a transaction', async () => {
    const before = drizzle(stock);
    const after = drizzle(drizzleClient);
    const outside = await after.execute(SELECT);
    const inside = await after.transaction((tx) => tx.execute(SELECT));
    const typed = await after.select().from(sample).orderBy(sample.id);
    const typedInside = await after.transaction((tx) => tx.select().from(sample).orderBy(sample.id));
    expect(outside.rows).toEqual((await before.execute(SELECT)).rows);
    expect(inside.rows).toEqual((await before.transaction((tx) => tx.execute(SELECT))).rows);
    expect(typed).toEqual(await before.select().from(sample).orderBy(sample.id));
    expect(typedInside).toEqual(typed);
    expect(typed[0]).toMatchObject({ tstz: new Date('2026-11-29T23:05:00.123Z'), tstzText: '2026-11-29 23:05:00.123+00', d: '2026-12-01' });
    // Dates, timestamps and intervals as the database's text; other types parsed.
    expect(outside.rows[0]).toMatchObject({
      ts: '2026-11-29 23:05:00',
      d: '2026-12-01',
      iv: '1 day 02:03:04',
      b: true,
      ints: [1, 2, 3],
      j: { a: [1, 2] },
    });
    // The statements ran prepared (pglite-prepared.ts), where no per-statement parsers are sent.
    const prepared = await shared.query<{ statement: string }>('select statement from pg_prepared_statements');
    expect(prepared.rows.map((row) => row.statement)).toContain('select * from sample order by id');
  });

  it('leaves plain SQL reading dates as PGlite does by default', async () => {
    const text = 'select * from sample where id = any($1) order by id';
    const plain = await shared.query(text, [[1, 2]], { parsers: plainParsers });
    expect(plain.rows).toEqual((await stock.query(text, [[1, 2]])).rows);
    expect((plain.rows[0] as { tstz: unknown }).tstz).toEqual(new Date('2026-11-29T23:05:00.123Z'));
  });

  it('runs plain SQL with values prepared, answering as PGlite does by default', async () => {
    const text = 'select * from sample where id = any($1) and t <> $2 order by id';
    const answers = [await plainQuery(text, [[1, 2], '']), await plainQuery(text, [[2], ''])];
    expect(answers[0].rows).toEqual((await stock.query(text, [[1, 2], ''])).rows);
    expect(answers[1].rows).toEqual((await stock.query(text, [[2], ''])).rows);
    expect((answers[0].rows[0] as { tstz: unknown }).tstz).toEqual(new Date('2026-11-29T23:05:00.123Z'));
    const prepared = await shared.query<{ statement: string }>('select statement from pg_prepared_statements');
    expect(prepared.rows.filter((row) => row.statement === text)).toHaveLength(1);
    // Its own table, made once: drizzle's text parsers in the client's stay as they are.
    expect((await drizzle(drizzleClient).execute(SELECT)).rows[0]).toMatchObject({ ts: '2026-11-29 23:05:00' });
  });

  it('rolls a transaction back as before when its work throws', async () => {
    const after = drizzle(drizzleClient);
    await expect(
      after.transaction(async (tx) => {
        await tx.execute(sql`update sample set t = 'changed' where id = 1`);
        throw new Error('the card was declined');
      }),
    ).rejects.toThrow('the card was declined');
    const { rows } = await after.execute(sql`select t from sample where id = 1`);
    expect(rows).toEqual([{ t: 'Fort Collins' }]);
  });
});
