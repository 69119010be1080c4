// Waiting for another request's card attempt (a double click, a second tab, a replay): every
// card payment here (bookings, points, seats) answers a second request with the first one's result.

/** How long a second request waits for the first one's answer before saying it is still under way. */
export const ATTEMPT_WAIT_MS = 20_000;
const ATTEMPT_POLL_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads `row` again until it is no longer 'pending', or ATTEMPT_WAIT_MS has passed. */
export async function settledRow<T extends { state: string }>(row: T, read: () => Promise<T>, waitMs = ATTEMPT_WAIT_MS): Promise<T> {
  const until = Date.now() + waitMs;
  let current = row;
  while (current.state === 'pending' && Date.now() < until) {
    await sleep(ATTEMPT_POLL_MS);
    current = await read();
  }
  return current;
}
