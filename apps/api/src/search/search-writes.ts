// search/: stored searches written together. A new search must be in the `searches` table before
// its answer leaves (a hold or GET bookings/{uuid}/itinerary/ may reach another instance at
// once), but one INSERT per search cost each new search a statement of its own. Searches that
// arrive while a write is under way wait for the next one, which writes them all in one
// statement: under load, one statement per batch; alone, one per search as before.

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

export class SearchWrites<P> {
  /** The batch being filled while a write is under way (null: none waiting). */
  private next: Waiting<P> | null = null;
  private writing = false;

  constructor(
    /** Writes (or restarts the clock of) every row in one statement. */
    private readonly writeAll: (rows: SearchRow<P>[]) => Promise<void>,
    /** The most rows in one statement (a larger batch is written in several). */
    private readonly most = 500,
  ) {}

  /** Resolves once `row` is written (with the others of its batch), rejects if that write fails. */
  write(row: SearchRow<P>): Promise<void> {
    if (!this.next) {
      let settle!: (error?: unknown) => void;
      const done = new Promise<void>((resolve, reject) => {
        settle = (error) => (error === undefined ? resolve() : reject(error));
      });
      this.next = { rows: new Map(), done, settle };
    }
    const batch = this.next;
    // The same search twice in one batch: one row (one statement may not update a row twice).
    batch.rows.set(row.uuid, row);
    if (!this.writing) void this.flush(batch);
    return batch.done;
  }

  /** Writes `batch` once no other write is under way, then the batch that filled meanwhile. */
  private async flush(batch: Waiting<P>): Promise<void> {
    if (this.writing || batch !== this.next) return;
    this.next = null;
    this.writing = true;
    try {
      const rows = [...batch.rows.values()];
      for (let i = 0; i < rows.length; i += this.most) await this.writeAll(rows.slice(i, i + this.most));
      batch.settle();
    } catch (error) {
      batch.settle(error ?? new Error('search write failed'));
    } finally {
      this.writing = false;
      if (this.next) void this.flush(this.next);
    }
  }
}
