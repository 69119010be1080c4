import { addDays, todayIn } from '@landline/shared/dates';
import { buildApp } from './app.js';
import { clockStartingAt, systemClock, type Clock } from './clock/clock.js';
import { seedOperatedAreas } from './areas/seed.js';
import { seedCartProducts } from './cart/seed.js';
import { DEMO_PASSWORD, seedDemoMembers } from './demo/members.js';
import { ConfigError, jwtSecret, loadConfig } from './config.js';
import { openDatabase, type Db } from './db/client.js';
import { lockDataDir } from './db/data-lock.js';
import { fatalLine } from './http/logger.js';
import { materialiseTrips } from './network/materialise.js';
import { seedDemoNetwork } from './network/seed.js';
import { startSandboxStripeApi } from './charges/sandbox-stripe-api.js';
import { offerBackups } from './backup/server.js';
import { makeAdmin, OPS_ADMIN_COMMAND } from './staff/first-admin.js';
import { giveBackMemoryWhenQuiet } from './runtime/quiet-memory.js';

/** How far ahead trips (runs with their seat inventory) exist before anyone books them. */
const TRIP_HORIZON_DAYS = 120;

async function main(): Promise<void> {
  const config = loadConfig();
  // Pinned first, before the data is loaded: the coming days' trips are counted from its today.
  const clock: Clock = config.CLOCK_START ? clockStartingAt(config.CLOCK_START) : systemClock;
  // Checked first, like the database: a wrong REDIS_URL is a setting to fix, not a run of 500s.
  if (config.REDIS_URL) {
    const { checkRedis } = await import('./limits/redis.js');
    await checkRedis(config.REDIS_URL);
  }
  let database;
  let unlock = () => {};
  // A failure once the data is being loaded is not a database that cannot be opened.
  let loading = false;
  try {
    if (!config.DATABASE_URL) unlock = lockDataDir(config.DATA_DIR);
    database = await openDatabase({
      url: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      setUp: (db) => {
        loading = true;
        return loadData(db, clock, config.DEMO_MEMBERS);
      },
    });
  } catch (error) {
    if (loading) throw error;
    const where = config.DATABASE_URL ? 'DATABASE_URL' : `the embedded database in ${config.DATA_DIR}`;
    throw new ConfigError(`Cannot open ${where}: ${fatalLine(error)}`);
  }

  const { app, staff, flights } = await buildApp({
    config,
    database,
    clock,
    jwtSecret: jwtSecret(config),
    serveWeb: true,
    precomputeReach: config.DESTINATIONS_AHEAD,
  });
  if (!config.SMTP_URL) {
    console.log(
      config.DEV_MAILBOX
        ? `No SMTP_URL: mail is kept at http://localhost:${config.PORT}/dev/mailbox`
        : 'No SMTP_URL and DEV_MAILBOX=false: mail waits in the outbox until SMTP_URL is set.',
    );
  }
  // The sandbox as a Stripe-compatible API on this machine: PAYMENTS=stripe with STRIPE_API_BASE pointing here runs offline.
  const stripeApi = config.SANDBOX_STRIPE_API_PORT ? await startStripeSurface(database.db, config.SANDBOX_STRIPE_API_PORT, clock) : null;
  // `npm run backup` and `npm run ops:admin` while the embedded database's server runs (decisions 272, 276).
  const backups = database.dumpDataDir
    ? await offerBackups(database, config.DATA_DIR, (line) => app.log.info(line), { [OPS_ADMIN_COMMAND]: (body) => makeAdmin(staff, body) })
    : null;
  // What a quiet server does not use goes back to the system (decisions 309, 310), the partner
  // flights' days of departures that searches kept included.
  const stopShrinking = giveBackMemoryWhenQuiet(() => flights.network.forgetDepartures());
  const shutdown = async () => {
    stopShrinking();
    await backups?.close();
    await stripeApi?.close();
    await app.close();
    await database.close();
    unlock();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.PORT, host: config.HOST });
  console.log(`Landline is running at http://localhost:${config.PORT}`);
  if (config.CLOCK_START) console.log(`The clock started at ${config.CLOCK_START} (CLOCK_START, a test server).`);
}

/**
 * The data every start makes sure of (the demo network, operated areas, cart products, the
 * coming days' trips, the demo members): run right after the migrations, under the start-up lock.
 */
async function loadData(db: Db, clock: Clock, demoMembers: boolean): Promise<void> {
  if (await seedDemoNetwork(db)) console.log('Loaded the demo network.');
  await seedOperatedAreas(db);
  await seedCartProducts(db);
  const today = todayIn('America/Denver', clock.now());
  await materialiseTrips(db, addDays(today, -1), addDays(today, TRIP_HORIZON_DAYS));
  if (demoMembers && (await seedDemoMembers(db, clock.now()))) {
    console.log(`Added the demo members (password ${DEMO_PASSWORD}; DEMO_MEMBERS=false to leave them out).`);
  }
}

async function startStripeSurface(db: Parameters<typeof startSandboxStripeApi>[0], port: number, clock: Clock) {
  try {
    const surface = await startSandboxStripeApi(db, { port, clock });
    console.log(`The sandbox answers as Stripe's API at ${surface.url} (SANDBOX_STRIPE_API_PORT)`);
    return surface;
  } catch (error) {
    throw new ConfigError(`Cannot serve the sandbox's Stripe API on SANDBOX_STRIPE_API_PORT=${port}: ${(error as Error).message}`);
  }
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(error.message);
  else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
    console.error(`Port already in use: ${(error as Error).message}. Set PORT to another port.`);
  // Never the error's own message: a failed query's lists its parameters (http/logger.ts).
  else console.error(`Could not start: ${fatalLine(error)}`);
  process.exit(1);
});
