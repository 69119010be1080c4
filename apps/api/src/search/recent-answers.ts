// search/: the answers of the last second, shared by identical searches (popular routes are asked
// for many times a second). Only the last RESPONSE_TTL_MS of answers is kept: each is 55–118 KB
// of JSON and its gzip, and a store that kept them until it was full held thousands (an
// instance's heap crept up through a ten-minute rush: docs/performance.md, "The rush").

interface Kept<A> {
  at: number;
  version: number;
  answer: A;
}

export class RecentAnswers<A> {
  /** By key, in the order they were kept: the oldest first. */
  private readonly kept = new Map<string, Kept<A>>();

  constructor(
    /** How long an answer is reused, in the time unit of the `at` arguments. */
    private readonly ttl: number,
    /** The most kept at once, however many questions come within one ttl. */
    private readonly most = 1_000,
  ) {}

  /** The answer kept for `key` within the ttl before `at`, when it was made for `version`. */
  get(key: string, version: number, at: number): A | undefined {
    const hit = this.kept.get(key);
    return hit && at - hit.at < this.ttl && hit.version === version ? hit.answer : undefined;
  }

  /** Keeps `answer` for `key` and lets go of the answers older than the ttl. */
  keep(key: string, version: number, at: number, answer: A): void {
    for (const [oldKey, old] of this.kept) {
      if (at - old.at < this.ttl) break;
      this.kept.delete(oldKey);
    }
    if (this.kept.size >= this.most) this.kept.clear();
    // Kept again at the end, so the map stays in the order of `at`.
    this.kept.delete(key);
    this.kept.set(key, { at, version, answer });
  }

  /** Drops them all (a timetable change made in this process). */
  clear(): void {
    this.kept.clear();
  }

  get size(): number {
    return this.kept.size;
  }
}
