import { messages, PGlite, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPreparedStatements } from './pglite-prepared.js';

// Two embedded databases with the same rows: PGlite's own `query` on one, the prepared path on
// the other. Every answer must be the same; a text is parsed once; errors, transactions and the
// one-statement-at-a-time rule behave as PGlite's own.

const TABLE = `create table place (
  id int primary key, name text not null, at timestamptz, price numeric, tags text[], meta jsonb, open boolean
);
insert into place values
  (1, 'Fort Collins', '2026-11-30 08:15:00+00', 12.50, '{coach,airport}', '{"zone":"America/Denver"}', true),
  (2, 'Loveland', null, null, null, null, null);`;

let stock: PGlite;
let client: PGlite;
let prepared: PGlite;

beforeAll(async () => {
  stock = new PGlite();
  client = new PGlite();
  await Promise.all([stock.waitReady, client.waitReady]);
  await stock.exec(TABLE);
  await client.exec(TABLE);
  prepared = withPreparedStatements(client);
});
afterAll(async () => {
  await Promise.all([stock.close(), client.close()]);
});

/** How many prepared statements hold `text`. */
async function preparedCount(text: string): Promise<number> {
  const { rows } = await client.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements where statement = $1', [text]);
  return rows[0].n;
}

describe('PGlite statements run prepared', () => {
  it('answers as PGlite’s own query does, whatever the values’ types and the rows’ shape', async () => {
    const cases: [string, unknown[], QueryOptions?][] = [
      ['select * from place order by id', []],
      ['select * from place where id = $1', [1], { rowMode: 'array' }],
      ['select * from place where name = $1 and open = $2', ['Fort Collins', true]],
      ['select * from place where at < $1', [new Date('2026-12-01T00:00:00Z')]],
      ['select * from place where tags && $1', [['airport']]],
      ['select * from place where meta @> $1', [{ zone: 'America/Denver' }]],
      ['select $1::int as nothing, $2::numeric as price', [null, '4.25']],
      ['insert into place (id, name) values ($1, $2) returning *', [3, 'Greeley']],
      ['update place set price = $1 where id >= $2', [9.75, 2]],
      ['delete from place where id = $1', [3]],
    ];
    for (const [text, params, options] of cases) {
      const mine = await prepared.query(text, params, options);
      const theirs = await stock.query(text, params, options);
      expect({ text, ...mine }).toEqual({ text, ...theirs });
    }
  });

  it('parses a text once and runs it again with other values', async () => {
    const text = 'select name from place where id = $1';
    expect((await prepared.query(text, [1])).rows).toEqual([{ name: 'Fort Collins' }]);
    expect((await prepared.query(text, [2])).rows).toEqual([{ name: 'Loveland' }]);
    await drizzle(prepared).transaction((tx) => tx.execute(sql.raw('select 1 as inside')));
    expect(await preparedCount(text)).toBe(1);
    expect(await preparedCount('select 1 as inside')).toBe(1);
  });

  it('runs a schema change or a setting through PGlite’s own query, without keeping it', async () => {
    const texts = ['create table stop (id int primary key)', 'drop table stop', 'set search_path to public'];
    for (const text of texts) await prepared.query(text);
    for (const text of texts) expect(await preparedCount(text)).toBe(0);
  });

  it('throws PGlite’s own error, with the statement, and goes on answering', async () => {
    const insert = 'insert into place (id, name) values ($1, $2)';
    const refused = await prepared.query(insert, [1, 'Twice']).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(messages.DatabaseError);
    expect(refused).toMatchObject({ code: '23505', query: insert, params: [1, 'Twice'] });
    // A text Postgres cannot parse is not kept: it is refused the same way each time.
    for (let i = 0; i < 2; i++) await expect(prepared.query('selec nothing')).rejects.toMatchObject({ code: '42601' });
    expect((await prepared.query('select count(*)::int as n from place')).rows).toEqual([{ n: 2 }]);
  });

  it('rolls a drizzle transaction back when a statement in it is refused, and the statement is still kept', async () => {
    const db = drizzle(prepared);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into place (id, name) values (${10}, ${'Berthoud'})`);
        await tx.execute(sql`insert into place (id, name) values (${1}, ${'Fort Collins again'})`);
      }),
    ).rejects.toThrow();
    expect((await prepared.query('select id from place where id = $1', [10])).rows).toEqual([]);
    // Prepared statements outlive a rollback: the same insert now runs.
    await db.execute(sql`insert into place (id, name) values (${10}, ${'Berthoud'})`);
    expect((await prepared.query('select name from place where id = $1', [10])).rows).toEqual([{ name: 'Berthoud' }]);
    await prepared.query('delete from place where id = $1', [10]);
  });

  it('keeps a statement outside a transaction from running inside another’s', async () => {
    const db = drizzle(prepared);
    let outside: Promise<unknown> | undefined;
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into place (id, name) values (${20}, ${'Estes Park'})`);
        outside = prepared.query('select count(*)::int as n from place where id = $1', [20]);
        // However long the transaction lasts, the statement outside waits for its end.
        for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
        throw new Error('the card was declined');
      }),
    ).rejects.toThrow('the card was declined');
    expect(((await outside) as { rows: unknown[] }).rows).toEqual([{ n: 0 }]);
  });

  it('sends texts beyond its limit through PGlite’s own query, without drizzle’s parsers', async () => {
    const other = new PGlite();
    await other.exec(TABLE);
    const seen: (QueryOptions | undefined)[] = [];
    const query = other.query.bind(other);
    other.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
      seen.push(options);
      return query(text, params, options);
    }) as PGlite['query'];
    const limited = withPreparedStatements(other, 1);
    const parsers = { 1184: (value: string) => value };
    await limited.query('select 1 as one', [], { parsers });
    const beyond = await limited.query('select at from place where id = $1', [1], { parsers });
    expect(beyond.rows).toEqual([{ at: new Date('2026-11-30T08:15:00Z') }]);
    expect(seen).toEqual([{ parsers: undefined }]);
    await other.close();
  });
});
