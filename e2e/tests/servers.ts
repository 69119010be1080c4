// The journeys' servers and their clock (decision 262), read by the Playwright config (which
// starts the servers) and by the test fixtures (which point each worker at its own server and
// each browser at the same instant as the servers).

/**
 * The instant the journeys' clock reads when the run starts: a Monday, 08:00 in Denver. Every
 * date a journey books is counted from it, so no journey depends on the hour it runs at.
 */
export const JOURNEY_CLOCK_START = '2026-11-23T15:00:00.000Z';

/** The machine's instant at which the run's clock read JOURNEY_CLOCK_START (fixed once by the runner). */
export const JOURNEY_CLOCK_ANCHOR = (): string => String(Date.now());

/**
 * Epoch ms of the journeys' clock now: the pinned start plus the machine's time since the runner
 * fixed it. scripts/e2e-server.mjs starts each server's clock at this instant (CLOCK_START), so
 * the servers and the browsers read the same time, which runs at the machine's pace.
 */
export function journeyNow(): number {
  const start = Date.parse(process.env.JOURNEY_CLOCK_START ?? JOURNEY_CLOCK_START);
  const anchor = Number(process.env.JOURNEY_CLOCK_ANCHOR ?? Date.now());
  return start + (Date.now() - anchor);
}

/**
 * The journeys' servers, one per worker, on consecutive ports from PORT (or BASE_URL's port;
 * 3210 by default). JOURNEY_WORKERS changes how many (2: this machine's two cores).
 */
export function journeyServers(): { port: number; url: string }[] {
  const first = new URL(process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? 3210}`);
  const firstPort = Number(first.port || 80);
  const count = Math.max(1, Number(process.env.JOURNEY_WORKERS ?? 2));
  return Array.from({ length: count }, (_, index) => {
    const url = new URL(first.origin);
    url.port = String(firstPort + index);
    return { port: firstPort + index, url: url.origin };
  });
}
