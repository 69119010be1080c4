import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { compiled, compiledByKeys, compiledSql, dateArray, FORMS_PER_STATEMENT, type Placeholders } from '../src/db/compiled.js';
import { inventoryOn } from '../src/flights/queries.js';
import type { Database } from '../src/db/client.js';
import { cartItems, carts, flightInventory, outbox } from '../src/db/schema.js';
import { inTransaction } from '../src/db/transaction.js';
import { testDatabase } from './harness.js';

// A statement drizzle builds once (decision 312) answers what the builder's own run answers, on
// the database or in a transaction, and a statement shaped by its values' keys keeps one form per
// shape: defaults where a key is missing, and expressions never taken for values.

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(() => database.close());
const db = () => database.db;

async function newCart(lines: number): Promise<string> {
  const uuid = randomUUID();
  await db()
    .insert(carts)
    .values({ uuid, currency: 'USD', createdAt: new Date('2026-11-30T10:00:00Z') });
  for (let i = 0; i < lines; i++) {
    await db()
      .insert(cartItems)
      .values({ cartUuid: uuid, category: 'tickets', name: `line ${i}`, price: 1000 + i, quantity: 1 });
  }
  return uuid;
}

describe('a compiled statement', () => {
  let builds = 0;
  const cartAndItems = compiled((on, p: Placeholders<{ uuid: string }>) => {
    builds++;
    return on
      .select({ cart: carts, item: cartItems })
      .from(carts)
      .leftJoin(cartItems, eq(cartItems.cartUuid, carts.uuid))
      .where(eq(carts.uuid, p.uuid))
      .orderBy(asc(cartItems.id));
  });
  const builderOf = (uuid: string) =>
    db()
      .select({ cart: carts, item: cartItems })
      .from(carts)
      .leftJoin(cartItems, eq(cartItems.cartUuid, carts.uuid))
      .where(eq(carts.uuid, uuid))
      .orderBy(asc(cartItems.id));

  it('answers what the builder answers, dates as dates and a missing joined row as null, built once', async () => {
    const [two, none] = [await newCart(2), await newCart(0)];
    const first = await cartAndItems(db(), { uuid: two });
    expect(first).toEqual(await builderOf(two));
    expect(first).toHaveLength(2);
    expect(first[0].cart.createdAt).toEqual(new Date('2026-11-30T10:00:00Z'));
    expect(first.map((r) => r.item?.name)).toEqual(['line 0', 'line 1']);

    const empty = await cartAndItems(db(), { uuid: none });
    expect(empty).toEqual(await builderOf(none));
    expect(empty).toEqual([{ cart: expect.objectContaining({ uuid: none }), item: null }]);
    expect(await cartAndItems(db(), { uuid: randomUUID() })).toEqual([]);
    expect(builds).toBe(1);
  });

  it('runs in the transaction it is given: what it wrote goes with a rollback', async () => {
    const insertLine = compiled((on, p: Placeholders<{ cartUuid: string; name: string }>) =>
      on
        .insert(cartItems)
        .values({ cartUuid: p.cartUuid, category: 'extras', name: p.name, price: 500, quantity: 1 })
        .returning({ id: cartItems.id }),
    );
    const uuid = await newCart(0);
    await expect(
      inTransaction(db(), async (tx) => {
        await insertLine(tx, { cartUuid: uuid, name: 'kept only in the transaction' });
        // Read in the same transaction: it sees the line (on PGlite, a statement on the database itself would wait for the transaction).
        expect((await cartAndItems(tx, { uuid })).map((r) => r.item?.name)).toEqual(['kept only in the transaction']);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await cartAndItems(db(), { uuid }))[0].item).toBeNull();

    const [{ id }] = await insertLine(db(), { cartUuid: uuid, name: 'committed' });
    expect((await db().select().from(cartItems).where(eq(cartItems.id, id)))[0]).toMatchObject({ name: 'committed', price: 500 });
  });

  it('refuses to be asked for its keys: a statement writing the keys it is given is compiled by keys', async () => {
    const insertAll = compiled((on, p: Placeholders<typeof outbox.$inferInsert>) => on.insert(outbox).values(p));
    await expect(
      insertAll(db(), { kind: 'k', toAddress: 'a@example.com', subject: 's', html: 'h', text: 't', attachments: [] }),
    ).rejects.toThrow(/compiledByKeys/);
  });
});

describe('a raw statement compiled', () => {
  it('answers what db.execute answers, nulls and JSON included, its text made once', async () => {
    let made = 0;
    const lines = compiledSql((p: Placeholders<{ uuid: string; extra: string | null; names: string }>) => {
      made++;
      return sql`
        SELECT i.name, ${p.extra}::text AS extra, x.n
          FROM ${cartItems} i
          JOIN jsonb_array_elements_text(${p.names}::jsonb) WITH ORDINALITY AS x(name, n) ON x.name = i.name
         WHERE i.cart_uuid = ${p.uuid}::uuid
         ORDER BY x.n`;
    });
    const uuid = await newCart(3);
    const rowsOf = (result: unknown) => (result as { rows?: unknown[] }).rows ?? (result as unknown[]);
    const compiledRows = rowsOf(await lines(db(), { uuid, extra: null, names: JSON.stringify(['line 2', 'line 0']) }));
    const executed = rowsOf(
      await db().execute(sql`
        SELECT i.name, ${null}::text AS extra, x.n
          FROM ${cartItems} i
          JOIN jsonb_array_elements_text(${JSON.stringify(['line 2', 'line 0'])}::jsonb) WITH ORDINALITY AS x(name, n) ON x.name = i.name
         WHERE i.cart_uuid = ${uuid}::uuid
         ORDER BY x.n`),
    );
    expect(compiledRows).toEqual(executed);
    expect(compiledRows.map((r) => (r as { name: string }).name)).toEqual(['line 2', 'line 0']);
    expect(rowsOf(await lines(db(), { uuid, extra: 'more', names: '["line 1"]' }))).toEqual([
      expect.objectContaining({ name: 'line 1', extra: 'more' }),
    ]);
    expect(made).toBe(1);
  });
});

describe('a statement compiled per set of keys', () => {
  let builds = 0;
  const insertMail = compiledByKeys((on, p: Placeholders<Partial<typeof outbox.$inferInsert>>) => {
    builds++;
    return on
      .insert(outbox)
      .values(p as typeof outbox.$inferInsert)
      .returning();
  });
  const mail = { kind: 'test', toAddress: 'a@example.com', subject: 's', html: '<p>h</p>', text: 't' };

  it('writes the column defaults for the keys a shape leaves out, and values of every kind (json, dates, null)', async () => {
    const at = new Date('2026-11-30T12:34:56.789Z');
    const attachments = [{ filename: 'trip.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }];
    const [withAll] = await insertMail(db(), { ...mail, attachments, createdAt: at, sentAt: null, lastError: undefined });
    expect(withAll).toMatchObject({ ...mail, attachments, createdAt: at, sentAt: null, attempts: 0, lastError: null });

    const [defaults] = await insertMail(db(), { ...mail, attachments: [] });
    expect(defaults.attachments).toEqual([]);
    expect(defaults.createdAt).toBeInstanceOf(Date);
    expect(defaults.id).toBeGreaterThan(withAll.id);

    const [again] = await insertMail(db(), { ...mail, attachments, createdAt: new Date('2026-12-01T00:00:00Z'), sentAt: null });
    expect(again.createdAt).toEqual(new Date('2026-12-01T00:00:00Z'));
    // Two shapes: with and without createdAt and sentAt (lastError undefined is left out, as drizzle leaves it).
    expect(builds).toBe(2);
  });

  it('builds a value that is itself SQL into the statement, each time, as drizzle does', async () => {
    const before = builds;
    const [row] = await insertMail(db(), { ...mail, subject: sql`upper('expression')` as unknown as string, attachments: [] });
    expect(row.subject).toBe('EXPRESSION');
    const [plain] = await insertMail(db(), { ...mail, subject: 'upper(plain)', attachments: [] });
    expect(plain.subject).toBe('upper(plain)');
    expect(builds).toBe(before + 1);
  });

  it(`keeps at most ${FORMS_PER_STATEMENT} forms and builds the others on every run`, async () => {
    let made = 0;
    const update = compiledByKeys((on, p: Placeholders<Partial<typeof outbox.$inferInsert> & { id: number }>) => {
      made++;
      const { id, ...set } = p;
      return on
        .update(outbox)
        .set(set)
        .where(eq(outbox.id, id))
        .returning({ id: outbox.id, subject: outbox.subject, attempts: outbox.attempts });
    });
    const [row] = await insertMail(db(), { ...mail, attachments: [] });
    const keys = ['html', 'text', 'kind', 'toAddress', 'lastError', 'sentAt'] as const;
    // Shape n sets the subject, the attempts and the keys of n's bits: every n below 64 its own shape.
    const run = async (n: number) => {
      const values: Partial<typeof outbox.$inferInsert> & { id: number } = { id: row.id, subject: `subject ${n}`, attempts: n };
      if (n & 32) values.sentAt = new Date(Date.UTC(2026, 10, 30, 0, n));
      keys.forEach((key, bit) => {
        if (key !== 'sentAt' && n & (1 << bit)) values[key] = `${key} ${n}`;
      });
      const [changed] = await update(db(), values);
      expect(changed).toEqual({ id: row.id, subject: `subject ${n}`, attempts: n });
    };
    for (let n = 0; n < FORMS_PER_STATEMENT; n++) await run(n);
    expect(made).toBe(FORMS_PER_STATEMENT);
    await run(FORMS_PER_STATEMENT);
    await run(FORMS_PER_STATEMENT);
    expect(made).toBe(FORMS_PER_STATEMENT + 2);
    await run(3);
    expect(made).toBe(FORMS_PER_STATEMENT + 2);
    expect((await db().select().from(outbox).where(eq(outbox.id, row.id)))[0]).toMatchObject({
      html: 'html 3',
      text: 'text 3',
      kind: 'kind 31',
      sentAt: new Date(Date.UTC(2026, 10, 30, 0, 32)),
    });
  });
});

describe('dates as one array', () => {
  it('read the rows of the dates asked for, as one parameter per date does, however many dates', async () => {
    const dates = ['2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04'];
    for (const [i, flightDate] of dates.entries()) {
      await db()
        .insert(flightInventory)
        .values({ flightNumber: `ZZ${100 + i}`, flightDate, origin: 'DEN', destination: 'ORD', sold: i, capacity: 9 });
    }
    const key = (r: { flightNumber: string }) => r.flightNumber;
    for (const asked of [[dates[1]], [dates[0], dates[2]], dates, ['2027-03-09'], [dates[3], dates[3]]]) {
      const rows = (await inventoryOn(db(), asked)).sort((a, b) => key(a).localeCompare(key(b)));
      const plain = (await db().select().from(flightInventory).where(inArray(flightInventory.flightDate, asked))).sort((a, b) =>
        key(a).localeCompare(key(b)),
      );
      expect(rows, asked.join()).toEqual(plain);
      expect(new Set(rows.map((r) => r.flightDate))).toEqual(new Set(asked.filter((d) => dates.includes(d))));
    }
  });

  it('refuse what is not a calendar date rather than read it as part of the array', () => {
    expect(dateArray(['2027-03-01', '2027-03-02'])).toBe('{2027-03-01,2027-03-02}');
    for (const bad of ['2027-03-01,2027-03-02', '2027-03-01}', '', 'today']) {
      expect(() => dateArray([bad]), bad).toThrow(/not a date/);
    }
  });
});
