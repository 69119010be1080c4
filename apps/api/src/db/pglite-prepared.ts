// PGlite's `query` sends a statement as six protocol messages, each its own call into the
// WebAssembly Postgres: parse, describe the statement, bind, describe the portal, execute, sync.
// drizzle sends a few dozen different texts (67 in the checkout benchmark), each again and again
// with new values. Here a text is parsed once, as a named prepared statement, and then run with a
// single call: bind, execute and sync together. A read by primary key, measured alone: 330–425 µs
// of CPU through `query`, 124–140 µs this way (docs/performance.md, "Issue 33, seventh session";
// decision 307). Its columns are described once, when it is parsed, not on every run (decision 312).
// Statements go without drizzle's own parsers: the client's table holds them (pglite-parsers.ts).

import {
  messages,
  parse,
  protocol,
  type ParserOptions,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

/** Texts kept prepared at most (a bound on the database's memory); a text beyond them goes through PGlite's `query`. */
export const PREPARED_LIMIT = 1000;

/** Statements Postgres plans, worth keeping; schema changes (the migrations) and settings run once. */
const PLANNED = /^\s*(select|insert|update|delete|with)\b/i;

const { serialize } = protocol;

interface Prepared {
  name: string;
  /** The parameters' types as Postgres inferred them, to serialise values as PGlite does. */
  paramTypes: number[];
  /**
   * Its rows' columns, as Postgres described the statement when it was parsed: the same for every
   * run (Postgres refuses a plan whose columns change), so a run does not ask for them again.
   */
  columns?: messages.RowDescriptionMessage;
}

/** Options without drizzle's per-statement parsers, which would copy the client's table (pglite-parsers.ts). */
const withoutParsers = (options?: QueryOptions): QueryOptions | undefined => options && { ...options, parsers: undefined };

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

class PreparedStatements {
  readonly #prepared = new Map<string, Prepared>();

  constructor(
    private readonly client: PGlite,
    private readonly limit: number,
  ) {}

  /** Whether a statement runs prepared: COPY's blobs, declared types and unplanned statements stay with `query`. */
  takes(text: string, options?: QueryOptions): boolean {
    if (options?.blob || options?.paramTypes) return false;
    return this.#prepared.has(text) || (this.#prepared.size < this.limit && PLANNED.test(text));
  }

  /**
   * Runs a statement on the connection the caller holds (PGlite's query mutex), reading its answer
   * with `parsers`, a whole table (the client's own unless given).
   */
  async run<T>(
    text: string,
    params: unknown[] = [],
    options: QueryOptions | undefined,
    inTransaction: boolean,
    parsers: PGlite['parsers'] = this.client.parsers,
  ): Promise<Results<T>> {
    const { client } = this;
    const statement = this.#prepared.get(text) ?? (await this.#prepare(text, params, options));
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i];
      const write = options?.serializers?.[type] ?? client.serializers[type];
      return write ? write(value) : String(value);
    });
    const answer = await this.#send(
      [serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()],
      text,
      params,
      options,
    );
    if (statement.columns) answer.unshift(statement.columns);
    // As `query` does: a statement outside a transaction is written through at once.
    if (!inTransaction) await client.syncToFs();
    return parse.parseResults(answer, parsers, withoutParsers(options))[0] as Results<T>;
  }

  /** Runs a statement outside any transaction: as `query` does, after one in progress, and one statement at a time. */
  async runAlone<T>(
    text: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
    parsers?: PGlite['parsers'],
  ): Promise<Results<T>> {
    const { client } = this;
    await client._checkReady();
    return client._runExclusiveTransaction(() => client._runExclusiveQuery(() => this.run<T>(text, params, options, false, parsers)));
  }

  async #prepare(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Prepared> {
    const name = `drizzle_${this.#prepared.size + 1}`;
    const answer = await this.#send(
      [serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()],
      text,
      params,
      options,
    );
    const description = answer.find((message): message is messages.ParameterDescriptionMessage => message.name === 'parameterDescription');
    const columns = answer.find((message): message is messages.RowDescriptionMessage => message.name === 'rowDescription');
    const prepared = { name, paramTypes: description?.dataTypeIDs ?? [], columns };
    this.#prepared.set(text, prepared);
    return prepared;
  }

  /** One call into Postgres; its error carries the statement, as `query`'s does. */
  async #send(parts: Uint8Array[], text: string, params: unknown[], options: QueryOptions | undefined) {
    try {
      return await this.client.execProtocolStream(joined(parts), { syncToFs: false });
    } catch (error) {
      if (error instanceof messages.DatabaseError) Object.assign(error, { query: text, params, queryOptions: options });
      throw error;
    }
  }
}

/** Plain SQL with values (the job queue's): its rows as objects. */
export type PlainQuery = (text: string, params: unknown[]) => Promise<Results<Record<string, unknown>>>;

/**
 * The client as drizzle sees it: its statements, and those of its transactions, run prepared and
 * without drizzle's parsers; every other member is the client's own.
 */
export function withPreparedStatements(client: PGlite, limit = PREPARED_LIMIT): PGlite {
  return preparedStatements(client, {}, limit).drizzleClient;
}

/**
 * drizzle's client (withPreparedStatements) and plain SQL, whose statements run prepared too, in
 * the same namespace of prepared statements, and are read with `plainParsers` over the client's
 * table. That whole table is made once here: PGlite's `query` would merge a statement's parsers
 * into a new copy of the client's ~320 for every statement, about 128 KB of garbage each (six
 * times a second from the job queue's polling on an idle server; decision 309).
 */
export function preparedStatements(
  client: PGlite,
  plainParsers: ParserOptions,
  limit = PREPARED_LIMIT,
): { drizzleClient: PGlite; plainQuery: PlainQuery } {
  const statements = new PreparedStatements(client, limit);
  const plainTable: PGlite['parsers'] = { ...client.parsers, ...plainParsers };
  const plainQuery: PlainQuery = async (text, params) => {
    if (!statements.takes(text)) return client.query(text, params, { parsers: plainParsers });
    return statements.runAlone(text, params, undefined, plainTable);
  };
  return { drizzleClient: drizzleView(client, statements), plainQuery };
}

function drizzleView(client: PGlite, statements: PreparedStatements): PGlite {
  const inTransaction = (tx: Transaction): Transaction =>
    forwarding(tx, {
      query: (text: string, params?: unknown[], options?: QueryOptions) => {
        // A closed transaction's own query says so.
        if (tx.closed || !statements.takes(text, options)) return tx.query(text, params, withoutParsers(options));
        return client._runExclusiveQuery(() => statements.run(text, params, options, true));
      },
    });
  return forwarding(client, {
    query: async (text: string, params?: unknown[], options?: QueryOptions) => {
      if (!statements.takes(text, options)) return client.query(text, params, withoutParsers(options));
      return statements.runAlone(text, params, options);
    },
    transaction: <R>(work: (tx: Transaction) => Promise<R>) => client.transaction((tx) => work(inTransaction(tx))),
  });
}

/** `target` with some members replaced; the rest run on the target itself (PGlite keeps private fields). */
function forwarding<T extends object>(target: T, replaced: Record<string, unknown>): T {
  return new Proxy(target, {
    get(object, key) {
      if (typeof key === 'string' && key in replaced) return replaced[key];
      const value: unknown = Reflect.get(object, key, object);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}
