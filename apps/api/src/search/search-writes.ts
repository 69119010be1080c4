// search/: stored searches written together. One INSERT per search cost each new search a
// statement of its own, so searches are gathered into one statement, in one of two ways:
// - 'while writing' (PostgreSQL): searches that arrive while a write is under way wait for the
//   next one, which writes them all. Alone, a search is written at once.
// - 'through the turn' (the embedded database): PGlite runs a statement at once, on the event
//   loop, so no search ever arrives while one is written. Searches are gathered until the turn of
//   the event loop that answered them has read its sockets (setImmediate), then written in one
//   statement (decision 317).

export interface SearchRow<P> {
  uuid: string;
  params: P;
  createdAt: Date;
}

interface Waiting<P> {
  rows: Map<string, SearchRow<P>>;
  done: Promise<void>;
  settle: (error?: unknown) => void;
}

export type Gathering = 'while writing' | 'through the turn';

export class SearchWrites<P> {
  /** The batch being filled (null: none waiting). */
  private next: Waiting<P> | null = null;
  /** The write under way (null: none). */
  private writing: Promise<void> | null = null;

  constructor(
    /** Writes (or restarts the clock of) every row in one statement. */
    private readonly writeAll: (rows: SearchRow<P>[]) => Promise<void>,
    private readonly gathering: Gathering = 'while writing',
    /** The most rows in one statement (a larger batch is written in several). */
    private readonly most = 500,
  ) {}

  /** Resolves once `row` is written (with the others of its batch), rejects if that write fails. */
  write(row: SearchRow<P>): Promise<void> {
    let batch = this.next;
    if (!batch) {
      let settle!: (error?: unknown) => void;
      const done = new Promise<void>((resolve, reject) => {
        settle = (error) => (error === undefined ? resolve() : reject(error));
      });
      batch = this.next = { rows: new Map(), done, settle };
      if (this.gathering === 'through the turn') setImmediate(() => void this.flush(batch!));
    }
    // The same search twice in one batch: one row (one statement may not update a row twice).
    batch.rows.set(row.uuid, row);
    if (this.gathering === 'while writing' && !this.writing) void this.flush(batch);
    return batch.done;
  }

  /**
   * Writes what is waiting now, without waiting for its turn; resolves once nothing written
   * before this call is still unwritten (a failed write included: its searches were told).
   * Before the table is read, and before the database closes.
   */
  async settle(): Promise<void> {
    const waiting = this.next;
    if (waiting) void this.flush(waiting);
    await Promise.allSettled([this.writing, waiting?.done]);
  }

  /** Writes `batch` once no other write is under way, then the batch that filled meanwhile. */
  private async flush(batch: Waiting<P>): Promise<void> {
    if (this.writing) {
      // After the write under way (a batch is written once: the first of its flushes takes it).
      await this.writing.catch(() => undefined);
      return this.flush(batch);
    }
    if (batch !== this.next) return;
    this.next = null;
    const rows = [...batch.rows.values()];
    this.writing = (async () => {
      for (let i = 0; i < rows.length; i += this.most) await this.writeAll(rows.slice(i, i + this.most));
    })();
    try {
      await this.writing;
      batch.settle();
    } catch (error) {
      batch.settle(error ?? new Error('search write failed'));
    } finally {
      this.writing = null;
      if (this.next && this.gathering === 'while writing') void this.flush(this.next);
    }
  }
}
