// How wrong passwords slow guessing down without letting a stranger lock the owner out
// (decision 153). Pure: the counts come from the FailureCounter (one-minute windows, in
// Redis when configured), the waiting from the service.

/** Wrong passwords one client (IP address) may try on one account per minute; then it is refused. */
export const LOGIN_FAILURES_PER_CLIENT = 5;

/** Wrong passwords on one account per minute, from all clients, after which every login waits. */
export const LOGIN_SLOWDOWN_AFTER = 10;

/** The first wait, doubled with each further failure, and its ceiling. */
export const LOGIN_DELAY_FIRST_MS = 250;
export const LOGIN_DELAY_MAX_MS = 5_000;

/** Wrong current passwords per account per minute on a password change; then it is refused. */
export const PASSWORD_CHANGE_FAILURES = 5;

export const loginAccountKey = (email: string) => `login:${email}`;
export const loginClientKey = (email: string, client: string) => `login:${email}:${client}`;
export const passwordChangeKey = (userId: string) => `pwchange:${userId}`;

/**
 * How long a login attempt on an account waits before its password is checked, given the
 * account's wrong passwords this minute from all clients: nothing below LOGIN_SLOWDOWN_AFTER,
 * then 250 ms, 500 ms, 1 s… up to 5 s. Right or wrong, every attempt waits the same.
 */
export function loginDelayMs(accountFailures: number): number {
  if (accountFailures < LOGIN_SLOWDOWN_AFTER) return 0;
  return Math.min(LOGIN_DELAY_FIRST_MS * 2 ** (accountFailures - LOGIN_SLOWDOWN_AFTER), LOGIN_DELAY_MAX_MS);
}
