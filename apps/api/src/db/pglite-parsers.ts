// drizzle-orm's PGlite driver sends the same nine type parsers with every statement (dates,
// timestamps and intervals left as the database's text), and PGlite merges them into its own
// table of ~320 parsers for each answer: a copy of the table per statement, ~80 µs of CPU, 40% of
// a read by primary key (docs/performance.md, "Issue 33, sixth session"). Here the nine are
// written into the client's own table once, and drizzle's statements reach PGlite without them
// (pglite-prepared.ts): the same parsers read every answer, without the copy. Plain SQL (the job
// queue's) sends the client's original nine with its statements instead, so it reads dates as
// Date objects as before.

import { types, type PGlite, type ParserOptions } from '@electric-sql/pglite';
import { preparedStatements, type PlainQuery } from './pglite-prepared.js';

/** The arrays drizzle-orm/pglite reads as text, and their items' types. */
const TEXT_ARRAYS: Readonly<Record<number, number>> = {
  1231: types.NUMERIC,
  1115: types.TIMESTAMP,
  1185: types.TIMESTAMPTZ,
  1187: types.INTERVAL,
  1182: types.DATE,
};

/**
 * The types drizzle-orm/pglite reads as text (its PglitePreparedQuery's parsers: timestamp,
 * timestamptz, interval, date and those arrays). pglite-parsers.test.ts fails should a
 * drizzle-orm upgrade send others.
 */
export const DRIZZLE_TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  ...Object.keys(TEXT_ARRAYS).map(Number),
];

const asText = (value: string) => value;

/**
 * Writes drizzle's parsers into the ready client's table and answers the client to give drizzle
 * (its statements and those of its transactions run prepared, without their own parsers), the
 * parsers that plain SQL sends to read those types as PGlite does by default, and plain SQL with
 * values run prepared and read with them (pglite-prepared.ts).
 */
export function shareDrizzleParsers(client: PGlite): { drizzleClient: PGlite; plainParsers: ParserOptions; plainQuery: PlainQuery } {
  const plainParsers: ParserOptions = {};
  for (const oid of DRIZZLE_TEXT_TYPES) if (!(oid in TEXT_ARRAYS)) plainParsers[oid] = client.parsers[oid];
  // PGlite's own array parsers look their items' parser up in the client's table, which now
  // reads dates as text: plain SQL's arrays keep the default items' parsers.
  for (const [oid, item] of Object.entries(TEXT_ARRAYS)) {
    const parseItem = plainParsers[item] ?? client.parsers[item];
    plainParsers[Number(oid)] = (value) => types.arrayParser(value, parseItem, Number(oid));
  }
  for (const oid of DRIZZLE_TEXT_TYPES) client.parsers[oid] = asText;
  return { ...preparedStatements(client, plainParsers), plainParsers };
}
