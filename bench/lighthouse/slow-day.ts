// The "slow day" of the Lighthouse benchmark (LIGHTHOUSE_SLOW_DAY=1): the machine busy as on
// 2026-11-27, when the figures were taken while a bare route did half its quiet day's
// requests a second. This process loads the bare route of bench/search/server.ts ('bare', on
// BENCH_PORT) with autocannon for as long as the parent lets it, at full speed or at
// LIGHTHOUSE_SLOW_DAY_RATE requests a second, and tells the parent on request how many requests
// it answered since it last asked: the bare route's rate during each audit.
//
// A child process, forked with IPC: the load generator must not share the event loop of
// Lighthouse, whose timing would suffer from it rather than from the machine's load.
import autocannon from 'autocannon';

const url = process.argv[2];
const connections = Number(process.env.LIGHTHOUSE_SLOW_DAY_CONNECTIONS ?? 10);
const rate = Number(process.env.LIGHTHOUSE_SLOW_DAY_RATE ?? 0);

let answered = 0;
let since = performance.now();
// With a callback autocannon returns its instance (events, stop) rather than a promise.
const instance = autocannon({ url, connections, duration: 24 * 3600, ...(rate > 0 ? { overallRate: rate } : {}) }, () => undefined);
instance.on('response', () => {
  answered += 1;
});

/** 'mark' → { rps } since the previous mark; 'stop' → ends the load and exits. */
process.on('message', (message: unknown) => {
  if (message === 'mark') {
    const now = performance.now();
    process.send!({ rps: (answered / (now - since)) * 1000 });
    answered = 0;
    since = now;
  } else if (message === 'stop') {
    instance.stop();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
process.send!('ready');
