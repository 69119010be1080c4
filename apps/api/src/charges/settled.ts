// Waiting for another request's card attempt (a double click, a second tab, a replay): every
// charge (tickets, points, seats) answers a second request with the first one's result.

/** How long a second request waits for the first one's answer before saying it is still under way. */
export const ATTEMPT_WAIT_MS = 20_000;
const ATTEMPT_POLL_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads `row` again until it is no longer 'pending', or about `waitMs` has passed. The wait counts
 * its own polls rather than reading a clock: the app's clock may be pinned (decision 256).
 */
export async function settledRow<T extends { state: string }>(row: T, read: () => Promise<T>, waitMs = ATTEMPT_WAIT_MS): Promise<T> {
  let current = row;
  for (let polls = Math.ceil(waitMs / ATTEMPT_POLL_MS); current.state === 'pending' && polls > 0; polls--) {
    await sleep(ATTEMPT_POLL_MS);
    current = await read();
  }
  return current;
}
