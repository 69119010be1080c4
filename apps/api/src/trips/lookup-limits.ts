// Guessing at bookings (decision 233): every route that opens a booking by its reference counts
// the wrong guesses here, together, per client (a fast guess from one address) and per reference
// (a slow guess spread over many addresses). A member's own booking, opened by the session, is
// never counted.

import { LOOKUP_FAILURES_PER_CLIENT, LOOKUP_FAILURES_PER_REFERENCE } from '@landline/shared/constants';
import { TRIP_MESSAGES as T } from '@landline/shared/messages';
import type { FailureCounter } from '../accounts/rate-limits.js';
import { TooManyRequestsError } from '../http/errors.js';

export class LookupLimits {
  constructor(
    /** Wrong guesses per client, in a one-minute window. */
    private readonly perClient: FailureCounter,
    /** Wrong guesses per reference, in a LOOKUP_REFERENCE_WINDOW_MIN window. */
    private readonly perReference: FailureCounter,
  ) {}

  /** Refuses a guess (429) once its client or its reference has had its share of wrong ones. */
  async check(client: string | undefined, pnr: string): Promise<void> {
    const [byClient, byReference] = await Promise.all([
      client ? this.perClient.count(`lookup:${client}`) : 0,
      this.perReference.count(`lookup-ref:${pnr}`),
    ]);
    if (byClient >= LOOKUP_FAILURES_PER_CLIENT || byReference >= LOOKUP_FAILURES_PER_REFERENCE) {
      throw new TooManyRequestsError(T.tooManyLookups);
    }
  }

  /** Counts a wrong guess against its client and its reference. */
  async failed(client: string | undefined, pnr: string): Promise<void> {
    await Promise.all([client ? this.perClient.fail(`lookup:${client}`) : undefined, this.perReference.fail(`lookup-ref:${pnr}`)]);
  }
}
