// Asking the flight-status provider (decision 286): each flight at most every ASK_EVERY_MS, its
// last answer kept in the database (so several instances share it, and the guarantee's records
// can say what the provider said). An answer the provider could not give is not kept: the next
// check asks again.

import type { Clock } from '../clock/clock.js';
import type { Db } from '../db/client.js';
import type { FlightStatus, FlightStatusProvider } from './provider.js';
import { forgetAnswer, keepAnswer, lastAnswer } from './queries.js';

export class FlightStatusAsker {
  constructor(private readonly deps: { db: Db; clock: Clock; provider: FlightStatusProvider; askEveryMs: number }) {}

  get providerName(): string {
    return this.deps.provider.name;
  }

  /** The flight's status: the kept answer while it is fresh, else the provider's (kept). Null: not known. */
  async ask(carrier: string, number: string, date: string): Promise<FlightStatus | null> {
    const { db, clock } = this.deps;
    const at = clock.now();
    const kept = await lastAnswer(db, carrier, number, date);
    if (kept && at.getTime() - kept.askedAt.getTime() < this.deps.askEveryMs) {
      return (kept.answer as { status: FlightStatus | null }).status;
    }
    const status = await this.deps.provider.status(carrier, number, date);
    await keepAnswer(db, { carrier, number, date, answer: { provider: this.deps.provider.name, status }, askedAt: at });
    return status;
  }

  /** Forgets the kept answer (the sandbox was told of a change: the next check asks at once). */
  async forget(carrier: string, number: string, date: string): Promise<void> {
    await forgetAnswer(this.deps.db, carrier, number, date);
  }
}
