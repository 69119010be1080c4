// The heap the destinations' warm-up leaves behind (issue 33, goal 5), in one process and
// independent of the machine's load: the app built on an embedded database with the demo network,
// every origin's destinations made (`ReachIndex.warm`, as a server does after it listens), then
// the heap in use after two full collections and the departures the flight network still keeps.
// WARM_KEEP_DEPARTURES=1 keeps the warm-up's departures (the server before decision 298), to
// compare. Run with `npm run memory-warm -w bench` (node --expose-gc).
import { buildApp } from '@landline/api/src/app.ts';
import { openDatabase } from '@landline/api/src/db/client.ts';
import { materialiseTrips } from '@landline/api/src/network/materialise.ts';
import { seedDemoNetwork } from '@landline/api/src/network/seed.ts';
import { day } from '../lib.ts';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');
const heapMb = () => {
  gc();
  gc();
  return (process.memoryUsage().heapUsed / 1048576).toFixed(0);
};

const database = await openDatabase({});
await seedDemoNetwork(database.db);
await materialiseTrips(database.db, day(0), day(60));
const { app, reach, flights, network } = await buildApp({
  config: { FLAGS: '', LOG_LEVEL: 'silent', WEB_BUILD_DIR: '/nonexistent' },
  database,
  jwtSecret: 'bench-secret-bench-secret-bench-secret-01',
  perIpLimits: false,
  precomputeReach: false,
});
await app.ready();
console.log(`heap in use before the warm-up: ${heapMb()} MB`);
if (process.env.WARM_KEEP_DEPARTURES === '1') flights.network.forgetDepartures = () => {};
const started = performance.now();
await reach.warm(await network.get());
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`after it (${seconds} s): ${heapMb()} MB, ${flights.network.keptDepartures} departures kept`);
await app.close();
await database.close();
