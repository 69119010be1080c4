// A statement of the money path, built by drizzle once instead of on every request. drizzle
// builds a query's text anew each time it runs (every column of a `select()` looked at, every
// value wrapped and checked): a quarter of a checkout's CPU on the embedded database, where every
// statement holds up every other request (decision 312). Here the builder runs once, with
// placeholders where the values go; each run after that hands the kept text, its parameters and
// its columns to the session of the database or transaction it is given, which runs and maps
// the rows exactly as the builder's own `execute` does.

import { entityKind, Param, Placeholder, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/** A builder drizzle can prepare (a select, insert, update or delete, with or without returning). */
interface Preparable<R> {
  prepare(name?: string): PgPreparedQuery<PreparedQueryConfig & { execute: R }>;
}

/** What drizzle hands its session for a statement: kept from the first build. */
type Shape = Parameters<Db['_']['session']['prepareQuery']>;

/** The values a statement takes, as placeholders: `p.uuid` is where the `uuid` value goes. */
export type Placeholders<V> = { readonly [K in keyof V]: V[K] };

const placeholders = new Proxy({} as Record<string, unknown>, {
  get: (_, name) => (typeof name === 'string' ? sql.placeholder(name) : undefined),
  // Its keys are not known: a statement that writes the keys it is given (`values(p)`, `set(p)`) is compiledByKeys's.
  ownKeys: () => {
    throw new Error('compiled: placeholders are read by name; a statement writing the keys it is given is compiledByKeys');
  },
});

/**
 * A statement of fixed shape: `build` is called once, with placeholders for `values` read by
 * name, and must not depend on them (no list whose length varies, no clause that comes and goes).
 * A statement that writes the keys it is given is `compiledByKeys`. A column default made in
 * JavaScript (`$defaultFn`; this schema has none) would be made once, at the first build.
 */
export function compiled<V extends Record<string, unknown>, R>(
  build: (db: Db, p: Placeholders<V>) => Preparable<R>,
): (db: Db, values: V) => Promise<R> {
  let shape: { args: Shape; joins: unknown } | undefined;
  return async (db, values) => {
    const { session } = db._;
    if (!shape) shape = shapeOf(db, () => build(db, placeholders as Placeholders<V>));
    const prepared = session.prepareQuery(...shape.args) as PgPreparedQuery<PreparedQueryConfig & { execute: R }> & {
      joinsNotNullableMap?: unknown;
    };
    // A select with joins maps a row's missing side to null by this (drizzle's own select sets it).
    if (shape.joins) prepared.joinsNotNullableMap = shape.joins;
    return prepared.execute(values);
  };
}

/** Turns a raw statement into its text and parameters, as `db.execute` does (the default casing, as the databases use). */
const dialect = new PgDialect();

/**
 * A raw statement (`db.execute(sql\`…\`)`) of fixed shape, its text made once from the template
 * `build` gives with placeholders for `values`. It answers what `db.execute` answers: the driver's
 * own result, rows as objects.
 *
 * `name`: on PostgreSQL, the statement is prepared under it on each connection that runs it, and
 * Postgres keeps its plan (node-postgres otherwise has a statement parsed and planned on every
 * run). For a statement of many parts whose planning costs more than its run (the hold's, decision
 * 313). On PGlite every planned statement is prepared already (db/pglite-prepared.ts).
 */
export function compiledSql<V extends Record<string, unknown>>(
  build: (p: Placeholders<V>) => SQL,
  name?: string,
): (db: Db, values: V) => Promise<unknown> {
  let query: Shape[0] | undefined;
  return async (db, values) => {
    query ??= dialect.sqlToQuery(build(placeholders as Placeholders<V>));
    return db._.session.prepareQuery(query, undefined, name, false).execute(values);
  };
}

/** What the builder hands the session when it prepares, read once. */
function shapeOf<R>(db: Db, build: () => Preparable<R>): { args: Shape; joins: unknown } {
  const session = db._.session;
  let args: Shape | undefined;
  const own = session.prepareQuery;
  if (Object.hasOwn(session, 'prepareQuery')) throw new Error('compiled: the session has its own prepareQuery');
  session.prepareQuery = ((...given: Shape) => {
    args = given;
    return own.apply(session, given);
  }) as typeof own;
  try {
    const prepared = build().prepare() as { joinsNotNullableMap?: unknown };
    if (!args) throw new Error('compiled: the builder did not prepare through its session');
    const [query, ...rest] = args;
    return { args: [{ ...query, params: query.params.map(nullAsNull) }, ...rest] as Shape, joins: prepared.joinsNotNullableMap };
  } finally {
    // The instance's own property goes; the class's method shows through again.
    delete (session as { prepareQuery?: unknown }).prepareQuery;
  }
}

/** Forms kept per statement of `compiledByKeys`: past them, a new shape is built every time it runs, as before. */
export const FORMS_PER_STATEMENT = 32;

/**
 * A statement whose shape follows which keys its values give (an insert's columns, an update's
 * set; a key whose value is undefined is left out, as drizzle leaves it out): one compiled form
 * per set of keys, `p` holding a placeholder for each key given. Values that are SQL themselves
 * (an expression, another column) are built into the text, so such a run is built as before.
 */
export function compiledByKeys<V extends Record<string, unknown>, R>(
  build: (db: Db, p: Placeholders<V>) => Preparable<R>,
): (db: Db, values: V) => Promise<R> {
  const forms = new Map<string, (db: Db, values: V) => Promise<R>>();
  return (db, values) => {
    const keys = Object.keys(values).filter((key) => values[key] !== undefined);
    if (keys.some((key) => isDrizzle(values[key]))) return build(db, values).prepare().execute();
    const shape = keys.join(',');
    let form = forms.get(shape);
    if (!form) {
      if (forms.size >= FORMS_PER_STATEMENT) return build(db, values).prepare().execute();
      const p = Object.fromEntries(keys.map((key) => [key, sql.placeholder(key)])) as Placeholders<V>;
      form = compiled<V, R>((on) => build(on, p));
      forms.set(shape, form);
    }
    return form(db, values);
  };
}

/**
 * A column's value given by placeholder is written through the column's encoder, null included,
 * where drizzle writes a null it is given as NULL (a date's encoder fails on it, JSON's writes the
 * JSON value null): the same here.
 */
function nullAsNull(param: unknown): unknown {
  if (!(param instanceof Param) || !(param.value instanceof Placeholder)) return param;
  const { encoder } = param;
  return new Param(param.value, { mapToDriverValue: (value: unknown) => (value === null ? null : encoder.mapToDriverValue(value)) });
}

/** Whether a value is drizzle's own (SQL, a column, a parameter): every drizzle class is marked. */
function isDrizzle(value: unknown): boolean {
  const kind = typeof value === 'object' && value !== null ? (value.constructor as { [entityKind]?: string } | undefined) : undefined;
  return kind?.[entityKind] !== undefined;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Calendar dates (YYYY-MM-DD) as one array value, for a compiled statement's `= ANY(${p.dates}::date[])`:
 * its text stays the same however many dates are asked for, where `inArray` writes one
 * parameter per date. Anything else is refused here rather than read as part of the array.
 */
export function dateArray(dates: string[]): string {
  for (const d of dates) if (!ISO_DATE.test(d)) throw new Error(`dateArray: not a date: ${JSON.stringify(d)}`);
  return `{${dates.join(',')}}`;
}
