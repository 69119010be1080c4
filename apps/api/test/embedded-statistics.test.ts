import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { analyseGrownTables, analyseTablesAsTheyGrow } from '../src/db/embedded-statistics.js';
import { testDatabase } from './harness.js';

// The embedded database has no autovacuum: the app analyses a table once it has doubled
// (decision 313), so that a statement kept prepared is planned again for the table's new size.

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
  await analyseGrownTables(database);
});
afterAll(() => database.close());

const pagesCounted = async (table: string) =>
  Number((await database.query('SELECT relpages FROM pg_class WHERE oid = $1::regclass', [table])).rows[0].relpages);

// PostgreSQL analyses by itself (autovacuum), and could analyse a table between the test's steps.
describe.skipIf(process.env.TEST_DB === 'postgres')('the embedded database’s statistics', () => {
  it('analyses a table that has doubled, and none that has not', async () => {
    expect(await analyseGrownTables(database)).toBe(0);
    const before = await pagesCounted('searches');
    await database.query(
      `INSERT INTO searches (uuid, params) SELECT gen_random_uuid(), jsonb_build_object('n', n) FROM generate_series(1, 3000) AS n`,
    );
    expect(await analyseGrownTables(database)).toBe(1);
    expect(await pagesCounted('searches')).toBeGreaterThan(before + 8);
    expect(await analyseGrownTables(database)).toBe(0);
  });

  it('is planned again for a table that grew from nearly empty, once the table is analysed', async () => {
    const at = new Date('2026-11-30T10:00:00Z').toISOString();
    const count = `SELECT count(*) FROM reservations WHERE holder_client = $1 AND state = 'held' AND held_until > $2::timestamptz`;
    const plan = async () =>
      (await database.query(`EXPLAIN EXECUTE held_by('10.0.0.1', '${at}')`)).rows.map((row) => String(row['QUERY PLAN'])).join('\n');
    await database.query(`PREPARE held_by(text, timestamptz) AS ${count.replace('$2::timestamptz', '$2')}`);
    // Planned for any values once it has run a few times, while no hold exists.
    for (let i = 0; i < 6; i++) await database.query(`EXECUTE held_by('10.0.0.1', '${at}')`);
    await database.query(
      `INSERT INTO reservations (pnr, search_uuid, one_way, adults, children, infants, departure, holder_client, held_until, created_at)
       SELECT 'T' || upper(lpad(to_hex(n), 5, '0')), gen_random_uuid(), true, 1, 0, 0, '{}', '10.1.' || (n / 256) || '.' || (n % 256),
              '2026-11-30T10:15:00Z', '2026-11-30T10:00:00Z'
         FROM generate_series(1, 3000) AS n`,
    );
    // The plan made for an empty table reads every live hold (whichever index it takes, no client in its condition).
    expect(await plan()).not.toMatch(/Index Cond: \(holder_client = /);
    expect(await analyseGrownTables(database)).toBeGreaterThanOrEqual(1);
    expect(await plan()).toMatch(/Index Cond: \(holder_client = /);
  });

  it('reads the tables’ sizes only once the write-ahead log has moved enough for one to have grown', async () => {
    const sizesRead: string[] = [];
    const watched: Pick<Database, 'query' | 'db'> = {
      db: database.db,
      query: (text, values) => {
        if (text.includes('pg_relation_size')) sizesRead.push(text);
        return database.query(text, values);
      },
    };
    const analyse = analyseTablesAsTheyGrow(watched);
    expect(await analyse()).toBe(0); // the first look reads them
    expect(sizesRead).toHaveLength(1);
    // A few rows: far less log than 8 pages of a table.
    await database.query(`INSERT INTO searches (uuid, params) SELECT gen_random_uuid(), '{}' FROM generate_series(1, 5)`);
    expect(await analyse()).toBe(0);
    expect(sizesRead).toHaveLength(1);
    const before = await pagesCounted('searches');
    await database.query(
      `INSERT INTO searches (uuid, params) SELECT gen_random_uuid(), jsonb_build_object('n', n) FROM generate_series(1, 6000) AS n`,
    );
    expect(await analyse()).toBe(1);
    expect(sizesRead).toHaveLength(2);
    expect(await pagesCounted('searches')).toBeGreaterThan(before + 8);
    expect(await analyse()).toBe(0);
  });

  it('looks again after a look that failed, however little the log has moved since', async () => {
    let failing = true;
    const flaky: Pick<Database, 'query' | 'db'> = {
      db: database.db,
      query: (text, values) =>
        failing && text.includes('pg_relation_size') ? Promise.reject(new Error('the database went away')) : database.query(text, values),
    };
    const analyse = analyseTablesAsTheyGrow(flaky);
    await database.query(
      `INSERT INTO searches (uuid, params) SELECT gen_random_uuid(), jsonb_build_object('n', n) FROM generate_series(1, 12000) AS n`,
    );
    await expect(analyse()).rejects.toThrow('the database went away');
    failing = false;
    expect(await analyse()).toBe(1);
  });
});
