// The wallet's log in the query cache: read by the log page, made stale by a purchase.
export const MILES_KEY = ['account', 'miles'] as const;
