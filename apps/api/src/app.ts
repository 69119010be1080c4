import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { systemClock, type Clock } from './clock/clock.js';
import {
  DEFAULT_MAIL_FROM,
  DEFAULT_SALES_EMAIL,
  DEFAULT_SERVICE_NAME,
  isPublicSite,
  otlpTracesUrl,
  publicUrlOf,
  type Config,
} from './config.js';
import { ping, type Database } from './db/client.js';
import { isDatabaseUnavailable, rootReason } from './db/faults.js';
import { keepEmbeddedStatistics } from './jobs/embedded-statistics.js';
import rateLimit from '@fastify/rate-limit';
import { CANADA_BOOKING_PATH, LOOKUP_REFERENCE_WINDOW_MIN, ONBOARD_WIFI_DEMO } from '@landline/shared/constants';
import { ACCOUNT_MESSAGES } from '@landline/shared/messages';
import { accountRoutes } from './accounts/routes.js';
import { locateOffline, placeOffline } from './areas/geocode.js';
import { areaRoutes } from './areas/routes.js';
import { cartRoutes } from './cart/routes.js';
import { PointsPurchaseService } from './loyalty/purchases.js';
import { loyaltyRoutes } from './loyalty/routes.js';
import { cancellationRoutes } from './cancellation/routes.js';
import { CancellationService } from './cancellation/service.js';
import { tripRoutes } from './trips/routes.js';
import { LookupLimits } from './trips/lookup-limits.js';
import { TripService } from './trips/service.js';
import { boardingDeskRoutes } from './boarding-desk/routes.js';
import { BoardingDeskService } from './boarding-desk/service.js';
import { checkInRoutes } from './checkin/routes.js';
import { CheckInService } from './checkin/service.js';
import { flightCheckInRoutes } from './flight-checkin/routes.js';
import { FlightCheckInService } from './flight-checkin/service.js';
import { paymentRoutes } from './payments/routes.js';
import { choosePaymentProvider } from './charges/providers.js';
import { reconcileCharges } from './charges/reconciler.js';
import { sandboxTokenRoutes } from './charges/routes.js';
import { PaymentService, type ExchangeHooks } from './payments/service.js';
import { EditService } from './edits/service.js';
import { SeatPurchaseService } from './seats/purchases.js';
import { editRoutes } from './edits/routes.js';
import { quoteRoutes } from './quotes/routes.js';
import { QuoteService } from './quotes/service.js';
import { confirmationInput } from './payments/confirmation.js';
import { confirmationMail } from './mail/confirmation.js';
import { enqueueMail } from './mail/service.js';
import { CartService } from './cart/service.js';
import { FallbackFailureCounter, MemoryFailureCounter, RedisFailureCounter, type FailureCounter } from './accounts/rate-limits.js';
import { AccountService } from './accounts/service.js';
import { TokenSigner } from './http/tokens.js';
import { frameworkErrors, registerErrorHandling, TooManyRequestsError } from './http/errors.js';
import { healthRoutes } from './http/health.js';
import { AccessLog, fatalLine, loggerOptions } from './http/logger.js';
import { collectGarbage } from './runtime/collect-garbage.js';
import { reportTarget } from '@landline/shared/error-report';
import { ErrorReporter } from './error-reporting/reporter.js';
import { authentication } from './http/auth.js';
import { registerSecurityHeaders, type SecurityOptions } from './http/security-headers.js';
import { declaredRoutes } from './http/route-schemas.js';
import { createMetrics } from './metrics/registry.js';
import { JobQueue } from './jobs/queue.js';
import { deliverMail, MailSender } from './mail/service.js';
import { registerOpenApi } from './openapi/document.js';
import { apiReferencePage, openApiRoutes } from './openapi/routes.js';
import { metricsRoutes } from './metrics/routes.js';
import { trustProxyOption } from './http/trusted-proxies.js';
import { traceRequests } from './tracing/requests.js';
import { openTracing } from './tracing/open.js';
import type { Tracing } from './tracing/tracing.js';
import type { RedisLink } from './limits/redis.js';
import { fallbackStore } from './limits/store.js';
import { mailboxRoutes } from './mail/routes.js';
import { redirectRoutes } from './web/redirects.js';
import { securityTxtRoute } from './web/security-txt.js';
import { gtfsRoutes } from './gtfs/routes.js';
import { GtfsFeed } from './gtfs/service.js';
import { PageRenderer, pageServices } from './web/pages.js';
import formbody from '@fastify/formbody';
import { newsletterPages, subscribeRoute } from './newsletter/routes.js';
import { NewsletterService } from './newsletter/service.js';
import { NetworkStore } from './network/load.js';
import { ReachIndex } from './places/reach.js';
import { CAROUSEL_IMAGES } from './carousel/images.js';
import { carouselRoutes } from './carousel/routes.js';
import { instructionRoutes } from './instructions/routes.js';
import { placeRoutes } from './places/routes.js';
import { scheduleRoutes } from './schedules/routes.js';
import { FlightNetwork } from './flights/network.js';
import { OpenFlightsProvider } from './flights/service.js';
import { AvailabilityCache } from './search/availability.js';
import { expireSearches } from './search/expiry.js';
import { searchRoutes } from './search/routes.js';
import { SearchService } from './search/service.js';
import { settingsOpsRoutes, settingsRoutes, thirdPartySettings } from './settings/routes.js';
import { SettingsStore } from './settings/store.js';
import { salesRoutes } from './sales/routes.js';
import { voucherRoutes } from './vouchers/routes.js';
import { VoucherAdmin } from './vouchers/service.js';
import { expireHolds } from './bookings/expiry.js';
import { reservationRoutes } from './bookings/routes.js';
import { ReservationService } from './bookings/service.js';
import { seatRoutes } from './seats/routes.js';
import { SeatService } from './seats/service.js';
import { departureRoutes } from './departures/routes.js';
import { DepartureService } from './departures/service.js';
import { pickupRoutes } from './pickup/routes.js';
import { PickupService } from './pickup/service.js';
import { disruptedDepartureRoutes, disruptionJobs, disruptionRoutes } from './disruptions/routes.js';
import { DisruptionService } from './disruptions/service.js';
import { staffGuard } from './staff/guard.js';
import { staffNames } from './staff/queries.js';
import { staffRoutes } from './staff/routes.js';
import { StaffService } from './staff/service.js';
import { supportRoutes } from './support/routes.js';
import { chooseFlightStatus } from './flight-status/providers.js';
import { flightStatusSandboxRoutes } from './flight-status/routes.js';
import { FlightStatusAsker } from './flight-status/service.js';
import { FirstKnownArrival, TimetableArrivalPredictor, type ArrivalPredictor } from './guarantee/arrival.js';
import { guaranteeClaimRoutes, guaranteeJobs } from './guarantee/routes.js';
import { ASK_EVERY_MS } from './guarantee/rules.js';
import { GuaranteeService } from './guarantee/service.js';
import { LiveEvents } from './live/events.js';
import { livePositionRoutes, liveRoutes, liveSimulator, realtimeRoutes } from './live/routes.js';
import { LiveService } from './live/service.js';
import { SupportService } from './support/service.js';

export interface AppOptions {
  config: Pick<Config, 'FLAGS' | 'LOG_LEVEL' | 'WEB_BUILD_DIR'> &
    Partial<
      Pick<
        Config,
        | 'PUBLIC_URL'
        | 'REDIS_URL'
        | 'DEV_MAILBOX'
        | 'PORT'
        | 'CHAT_WIDGET_URL'
        | 'TAG_MANAGER_URL'
        | 'ANALYTICS_URL'
        | 'AD_PIXEL_URL'
        | 'CONSENT_SCRIPT_URL'
        | 'LEAD_CAPTURE_SCRIPT_URL'
        | 'ERROR_REPORTING_DSN'
        | 'TRUST_PROXY'
        | 'SANDBOX_ANSWER_DELAY_MS'
        | 'PAYMENT_RECONCILE_AFTER_MS'
        | 'SALES_EMAIL'
        | 'ONBOARD_WIFI_NAME'
        | 'ONBOARD_WIFI_PASSWORD'
        | 'CANADA_BOOKING_URL'
        | 'METRICS_TOKEN'
        | 'SMTP_URL'
        | 'MAIL_FROM'
        | 'OTEL_EXPORTER_OTLP_ENDPOINT'
        | 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'
        | 'OTEL_SERVICE_NAME'
        | 'PAYMENTS'
        | 'STRIPE_SECRET_KEY'
        | 'STRIPE_PUBLISHABLE_KEY'
        | 'STRIPE_API_BASE'
        | 'FLIGHT_STATUS'
        | 'AERODATABOX_API_KEY'
        | 'AERODATABOX_API_BASE'
        | 'LIVE_SIMULATOR'
      >
    >;
  /** Secret of session tokens (main.ts resolves it from JWT_SECRET or the data folder). */
  jwtSecret: string;
  database: Database;
  /** The app's clock (decision 256): the machine's unless a test or a pinned journey server gives one. */
  clock?: Clock;
  /** Serve the built web app too (npm start); off for API tests. */
  serveWeb?: boolean;
  /** Per-IP limits (on unless a load benchmark measures the work behind them). */
  perIpLimits?: boolean;
  /** Make every origin's type-ahead destinations once listening, and keep them made (npm start; decision 252). */
  precomputeReach?: boolean;
  /** Where log lines go (tests); standard output by default. */
  logStream?: { write(line: string): void };
  /** When a coach reaches a stop, for the guarantee (decision 287): the timetable's and dispatch's retimes unless given. */
  arrivals?: ArrivalPredictor;
}

export interface App {
  app: FastifyInstance;
  network: NetworkStore;
  availability: AvailabilityCache;
  flights: OpenFlightsProvider;
  search: SearchService;
  /** Which places a search from a place reaches (the type-ahead's destinations). */
  reach: ReachIndex;
  accounts: AccountService;
  reservations: ReservationService;
  failures: FailureCounter;
  /** Staff accounts of the operations console (decision 276). */
  staff: StaffService;
  /** Disrupted departures: the dispatcher's changes, the fan-out, the travellers' choices (decision 279). */
  disruptions: DisruptionService;
  /** The flags and settings admins edit (decision 280). */
  settings: SettingsStore;
  /** The connection guarantee that watches the flight (decisions 286, 287). */
  guarantee: GuaranteeService;
  /** The app's traces (NO_TRACING unless a collector is configured): a job's run opens its trace with `tracing.traced`. */
  tracing: Tracing;
  /** The GTFS static feed, and the trip id it gives each departure (decision 282). */
  gtfs: GtfsFeed;
  /** Where the coaches are and when they reach each stop (decision 283): `predictedArrival` for the connection guarantee. */
  live: LiveService;
  /** The web app's pages (serveWeb with a build). */
  pages?: PageRenderer;
}

export async function buildApp(options: AppOptions): Promise<App> {
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: loggerOptions(options.config.LOG_LEVEL, options.logStream),
    // One line per request, written when it is answered (decision 297).
    logController: new AccessLog(),
    // Bodies of this API are small; refuse anything larger early.
    bodyLimit: 256 * 1024,
    frameworkErrors,
    // request.ip, the key of every per-IP limit: X-Forwarded-For only from proxies TRUST_PROXY names.
    trustProxy: trustProxyOption(options.config.TRUST_PROXY),
  });
  // Traces when a collector is configured (decision 274); first, so a request's span holds all of its hooks.
  const tracing = await openTracing({
    url: otlpTracesUrl(options.config),
    serviceName: options.config.OTEL_SERVICE_NAME ?? DEFAULT_SERVICE_NAME,
    log: app.log,
  });
  if (tracing.requests) traceRequests(app, tracing.requests);
  // The last spans leave before the process does.
  app.addHook('onClose', () => tracing.close());
  const webDir = options.config.WEB_BUILD_DIR;
  let pages: PageRenderer | undefined;
  registerErrorHandling(
    app,
    { unavailable: isDatabaseUnavailable, reason: rootReason },
    () => pages && ((request, reply) => pages!.serve(request, reply)),
  );
  options.database.reportFaultsTo((message) => app.log.warn(message));
  // Background work runs as jobs in the database (decision 270): registered while the app is
  // built, started once it is ready, stopped before the database closes.
  const jobs = new JobQueue(options.database, app.log, tracing);
  app.decorate('jobs', jobs);
  keepEmbeddedStatistics(jobs, options.database);
  app.addHook('onReady', async () => jobs.startWhenPossible());
  app.addHook('onClose', async () => jobs.stop());
  // Every answer's time, by route pattern, for /metrics (decision 269).
  const metrics = createMetrics();
  app.addHook('onResponse', async (request, reply) => {
    metrics.observe(request.routeOptions.url, request.method, reply.statusCode, reply.elapsedTime / 1000);
  });
  const thirdParty = thirdPartySettings(options.config);
  const buildVersion = readBuildVersion(options.config.WEB_BUILD_DIR);
  // Failures of the server (answers of 500 and above) to the error-reporting adapter, when set (decision 253).
  const reportTo = options.config.ERROR_REPORTING_DSN ? reportTarget(options.config.ERROR_REPORTING_DSN) : null;
  if (reportTo) {
    const reporter = new ErrorReporter({
      target: reportTo,
      release: buildVersion,
      clock,
      onUnsent: (reason) => app.log.warn(`error report not sent: ${reason}`),
    });
    // onError runs before the error handler decides the status: the error is kept until the answer's status is known.
    const failed = new WeakMap<object, unknown>();
    app.addHook('onError', async (request, _reply, error) => void failed.set(request, error));
    app.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode >= 500 && failed.has(request)) {
        reporter.report(failed.get(request), `${request.method} ${request.routeOptions.url ?? '(no route)'}`);
      }
    });
  }
  const security: SecurityOptions = {
    https: isPublicSite(options.config),
    chatWidgetUrl: options.config.CHAT_WIDGET_URL,
    // The error collector is called, never a source of scripts or frames (decision 253).
    thirdPartyUrls: Object.entries(thirdParty).flatMap(([name, url]) => (name === 'error_reporting_dsn' ? [] : [url])),
    errorReportUrl: thirdParty.error_reporting_dsn,
    stripe: options.config.PAYMENTS === 'stripe',
  };
  await registerSecurityHeaders(app, security);
  const { db } = options.database;
  const network = new NetworkStore(db);
  await network.get();
  // The flags and settings admins edit (decision 280): FLAGS and the defaults fill what is missing.
  const settings = new SettingsStore({ db, clock, flags: options.config.FLAGS, carouselImages: CAROUSEL_IMAGES });
  await settings.seed();
  const publicUrl = publicUrlOf(options.config);
  // The GTFS static feed, made from the network and dispatch's cancellations (decision 282); the
  // realtime feeds name departures by its trip ids.
  const gtfs = new GtfsFeed({ db, network, publicUrl });
  // The live side (decision 283): positions, progress and predictions for the board, its event
  // streams, the GTFS-Realtime feeds and the pages. A driver shares only the departures they work.
  const live = new LiveService({
    db,
    clock,
    network,
    worksOn: (member, tripId) => staff.worksOn(member, tripId),
    onPosition: () => liveEvents.nudge(),
    // A departure on a night the clocks change has a trip id of its own in the static feed.
    tripIdOn: (run, date) => gtfs.tripIdOn(run, date),
  });
  const liveEvents = new LiveEvents({ db, live, log: (message) => app.log.warn(message) });
  // Open streams end before the server waits for its connections to close.
  app.addHook('preClose', async () => liveEvents.close());
  if (options.serveWeb) {
    const onboardWifi = {
      name: options.config.ONBOARD_WIFI_NAME ?? ONBOARD_WIFI_DEMO.name,
      password: options.config.ONBOARD_WIFI_PASSWORD ?? ONBOARD_WIFI_DEMO.password,
    };
    const canadaBookingUrl = options.config.CANADA_BOOKING_URL ?? CANADA_BOOKING_PATH;
    const services = pageServices({ network, publicUrl, onboardWifi, canadaBookingUrl, clock, live });
    pages = await PageRenderer.load({ webClientDir: webDir, network, services, clock, security });
    if (!pages) app.log.warn(`no web build at ${webDir}: run 'npm run build' (npm start does)`);
  }
  const availability = new AvailabilityCache(db);
  const flights = new OpenFlightsProvider(db, FlightNetwork.load(), clock);
  const flightSearch = () => settings.flag('showFlightSearch');
  // One process owns the embedded database: a search is stored after its answer (decision 317).
  const storeAfterAnswer =
    options.database.kind === 'pglite'
      ? { failed: (error: unknown) => app.log.error(`a search was not stored: ${fatalLine(error)}`) }
      : undefined;
  const search = new SearchService({ db, network, availability, flights, clock, flightSearch, storeAfterAnswer });
  app.addHook('onClose', async () => search.settle());
  const reach = new ReachIndex({ flights, flightNetwork: flights.network, clock, collectGarbage });
  // After listening, so that start-up and readiness never wait for it (decision 252).
  if (options.precomputeReach) {
    app.addHook('onListen', async () =>
      reach.start(
        () => network.get(),
        (error) => app.log.warn(`destinations not made ahead: ${fatalLine(error)}`),
      ),
    );
  }
  app.addHook('onClose', async () => reach.stop());
  // Shared limits in Redis when configured, counted in process while it is away. Its client is
  // loaded only then (decision 310).
  let redis: RedisLink | null = null;
  if (options.config.REDIS_URL) {
    const { RedisLink } = await import('./limits/redis.js');
    const link = new RedisLink(options.config.REDIS_URL, app.log);
    app.addHook('onClose', async () => link.close());
    await link.ready();
    redis = link;
  }
  const memoryFailures = new MemoryFailureCounter(60_000, clock);
  const failures: FailureCounter = redis
    ? new FallbackFailureCounter(redis, new RedisFailureCounter(redis.redis), memoryFailures)
    : memoryFailures;
  const signer = new TokenSigner(options.jwtSecret, clock);
  const accounts = new AccountService({ db, signer, failures, publicUrl, clock, flag: (name, tx) => settings.flag(name, tx) });
  const newsletter = new NewsletterService({ db, publicUrl, clock });
  const staff = new StaffService({ db, clock, publicUrl, failures });
  deliverMail(jobs, new MailSender(db, { smtpUrl: options.config.SMTP_URL, from: options.config.MAIL_FROM ?? DEFAULT_MAIL_FROM, clock }));
  const perClientLimits = options.perIpLimits !== false;
  const reservations = new ReservationService({
    db,
    network,
    search,
    availability,
    flights,
    holderLimits: perClientLimits,
    oneTransactionAtATime: options.database.kind === 'pglite',
    clock,
  });
  const processor = await choosePaymentProvider(options.config, db, clock);
  /** A paid booking's confirmation mail, as its payment's confirmation writes it (and an agent resends it). */
  const confirmationOf = async (
    tx: typeof db,
    payment: Parameters<typeof confirmationInput>[1],
    known?: Parameters<typeof confirmationInput>[3],
  ) =>
    confirmationMail(
      await confirmationInput(
        tx,
        payment,
        { network: await network.get(), flights: flights.network, siteUrl: publicUrl, at: clock.now() },
        known,
      ),
    );
  // An edit's checkout pays with the booking it replaces (decision 221): set once the services exist.
  const exchange: ExchangeHooks = {
    prepare: (...args) => edits.prepare(...args),
    check: (...args) => edits.check(...args),
    settled: (...args) => edits.settled(...args),
  };
  const payments = new PaymentService({
    db,
    exchange,
    provider: processor.provider,
    clock,
    reconcileAfterMs: options.config.PAYMENT_RECONCILE_AFTER_MS,
    onConfirmed: async (tx, payment, booking) => {
      // The referral reward comes with the rider's first paid trip (by card or store credit).
      if (payment.userId && payment.amount + payment.storeCredits + payment.points > 0) await accounts.rewardReferral(tx, payment.userId);
      // The confirmation mail, sent if and only if the booking commits (the outbox).
      await enqueueMail(tx, await confirmationOf(tx, payment, booking));
    },
  });
  // Wrong guesses at bookings, per client and per reference, shared through Redis like the failures above.
  const lookupCounter = (windowMs: number): FailureCounter => {
    const local = new MemoryFailureCounter(windowMs, clock);
    return redis ? new FallbackFailureCounter(redis, new RedisFailureCounter(redis.redis, windowMs), local) : local;
  };
  const lookups = perClientLimits
    ? new LookupLimits(lookupCounter(60_000), lookupCounter(LOOKUP_REFERENCE_WINDOW_MIN * 60_000))
    : undefined;
  const tripService: TripService = new TripService({
    db,
    network,
    flights: flights.network,
    lookups,
    clock,
    guaranteeNotices: (tx, uuid) => guarantee.notices(tx, uuid),
  });
  // The connection guarantee (decisions 286, 287): the flight-status provider FLIGHT_STATUS names, its answers kept per flight.
  const flightStatus = chooseFlightStatus(options.config, { db, clock, flights: flights.network });
  const flightAsker = new FlightStatusAsker({ db, clock, provider: flightStatus.provider, askEveryMs: ASK_EVERY_MS });
  const guarantee: GuaranteeService = new GuaranteeService({
    db,
    clock,
    network,
    trips: tripService,
    flightStatus: flightAsker,
    // The coach's live prediction where it has one, else the timetable with dispatch's retimes.
    arrivals: options.arrivals ?? new FirstKnownArrival([live, new TimetableArrivalPredictor({ db, network })]),
    flights: flights.network,
  });
  const cartService = new CartService({ db, network, clock, flag: (name) => settings.flag(name) });
  const cancellations = new CancellationService({
    db,
    trips: tripService,
    network,
    provider: processor.provider,
    flights,
    clock,
    retryAfterMs: options.config.PAYMENT_RECONCILE_AFTER_MS,
  });
  const disruptions = new DisruptionService({
    db,
    network,
    trips: tripService,
    cancellations,
    clock,
    publicUrl,
    secret: options.jwtSecret,
  });
  const edits = new EditService({
    db,
    trips: tripService,
    cancellations,
    reservations,
    carts: cartService,
    clock,
    flag: (name, tx) => settings.flag(name, tx),
  });
  const purchases = new PointsPurchaseService({
    db,
    provider: processor.provider,
    clock,
    reconcileAfterMs: options.config.PAYMENT_RECONCILE_AFTER_MS,
    rules: async () => {
      const now = await settings.current();
      return { loyalty: now.flags.loyalty, bounds: { min: now.mileMin, max: now.mileMax } };
    },
  });
  // The OpenAPI document of /api/: its collector sees every route registered after it (decision 271).
  await registerOpenApi(app, { publicUrl, version: buildVersion });
  // Who asks (the session, a guest's last name), for every route registered after it (decision 259).
  await app.register(authentication, { signer });
  // Forms post url-encoded bodies (the newsletter form, one-click unsubscribe).
  await app.register(formbody);
  newsletterPages(app, newsletter);

  await app.register(
    async (api) => {
      // Per-IP limits on the calls that guess or send mail; shared through Redis when configured.
      await api.register(rateLimit, {
        global: false,
        ...(options.perIpLimits === false ? { max: Number.MAX_SAFE_INTEGER, allowList: () => true } : {}),
        ...(redis ? { store: fallbackStore(redis) } : {}),
        errorResponseBuilder: () => new TooManyRequestsError(ACCOUNT_MESSAGES.tooManyAttempts),
      });
      // Every route below parses with the zod schemas it declares, and must declare them (decision 271).
      declaredRoutes(api);
      openApiRoutes(api);
      settingsRoutes(api, {
        flags: options.config.FLAGS,
        buildVersion,
        chatWidgetUrl: options.config.CHAT_WIDGET_URL ?? null,
        thirdParty,
        payments: { provider: options.config.PAYMENTS ?? 'sandbox', publishableKey: processor.publishableKey },
        store: settings,
      });
      carouselRoutes(api, async () => (await settings.current()).carouselImages);
      instructionRoutes(api);
      accountRoutes(api, accounts, publicUrl);
      subscribeRoute(api, newsletter, publicUrl);
      placeRoutes(api, { network, reach, flights: flights.network, flightSearch });
      scheduleRoutes(api, { network, clock });
      searchRoutes(api, search, { db, network, flights, clock });
      areaRoutes(api, { db, locate: locateOffline });
      expireSearches(api, search);
      reservationRoutes(api, reservations);
      const seatService = new SeatService({ db, network, trips: tripService, clock, flag: (name) => settings.flag(name) });
      const seatPurchases = new SeatPurchaseService({
        db,
        provider: processor.provider,
        trips: tripService,
        seats: seatService,
        clock,
        reconcileAfterMs: options.config.PAYMENT_RECONCILE_AFTER_MS,
      });
      seatRoutes(api, seatService, seatPurchases);
      cartRoutes(api, cartService);
      expireHolds(api, reservations);
      paymentRoutes(api, payments);
      sandboxTokenRoutes(api, processor.sandbox);
      loyaltyRoutes(api, { db, purchases, clock });
      // One reconciler for everything paid by card (decision 258).
      reconcileCharges(api, [
        { name: 'payments', reconcile: () => payments.reconcile() },
        { name: 'seat purchases', reconcile: () => seatPurchases.reconcile() },
        { name: 'points purchases', reconcile: () => purchases.reconcile() },
      ]);
      tripRoutes(api, tripService);
      cancellationRoutes(api, cancellations);
      editRoutes(api, edits);
      quoteRoutes(
        api,
        new QuoteService({
          db,
          secret: options.jwtSecret,
          salesEmail: options.config.SALES_EMAIL ?? DEFAULT_SALES_EMAIL,
          clock,
        }),
      );
      // Check-in and boarding passes (decision 217); the boarding check at the door is the console's (decision 278).
      const checkIn = new CheckInService({ db, trips: tripService, jwtSecret: options.jwtSecret, clock, publicUrl });
      checkInRoutes(api, checkIn);
      flightCheckInRoutes(api, new FlightCheckInService({ db, trips: tripService, clock }));
      pickupRoutes(api, new PickupService({ db, network, locate: locateOffline, clock }));
      disruptionRoutes(api, disruptions);
      liveRoutes(api, live, liveEvents);
      if (options.config.LIVE_SIMULATOR) liveSimulator(api, live);
      const fanOut = disruptionJobs(api, disruptions);
      const checkFlight = guaranteeJobs(api, guarantee);
      // The flight-status sandbox's development API: only with the sandbox, never on a public site (decision 286).
      if (flightStatus.sandbox && !security.https) {
        flightStatusSandboxRoutes(api, {
          sandbox: flightStatus.sandbox,
          asker: flightAsker,
          checkFlight: async (f) => {
            await checkFlight(f, `${f.carrier}${f.number}/${f.date}/${clock.now().toISOString()}`);
            return true;
          },
        });
      }
      // The operations console's calls: each names the staff roles it is for (decision 276).
      await api.register(
        async (ops) => {
          staffGuard(ops, { staff, db, clock, publicUrl });
          staffRoutes(ops, staff, db);
          supportRoutes(
            ops,
            new SupportService({
              db,
              clock,
              trips: tripService,
              cancellations,
              payerEmail: async (tx, uuid) => (await payments.confirmedPayment(tx, uuid))?.email ?? null,
              resendConfirmation: async (tx, uuid) => {
                const payment = await payments.confirmedPayment(tx, uuid);
                if (!payment) return null;
                const mail = await confirmationOf(tx, payment);
                await enqueueMail(tx, mail);
                return mail.to;
              },
              staffNames,
            }),
          );
          // A day's departures, manifests and drivers (decision 277).
          departureRoutes(ops, new DepartureService({ db, network, clock, place: placeOffline }));
          disruptedDepartureRoutes(ops, disruptions, fanOut);
          guaranteeClaimRoutes(ops, guarantee);
          boardingDeskRoutes(ops, new BoardingDeskService({ db, clock, checkIn, staff }));
          livePositionRoutes(ops, live);
          // Commerce and settings (decision 280): vouchers, flags and settings, the sales report.
          voucherRoutes(ops, new VoucherAdmin({ db, clock, network }));
          settingsOpsRoutes(ops, settings);
          salesRoutes(ops, db);
        },
        { prefix: '/ops' },
      );
    },
    { prefix: '/api' },
  );

  redirectRoutes(app);
  realtimeRoutes(app, live, { clock, network });
  securityTxtRoute(app, publicUrl, clock);
  // GET /gtfs.zip for trip planners (decision 282).
  gtfsRoutes(app, gtfs);
  // /healthz and /readyz for load balancers: outside /api/, so never rate-limited.
  healthRoutes(app, () => ping(db));
  metricsRoutes(app, {
    metrics,
    db,
    clock,
    token: options.config.METRICS_TOKEN,
    poolUsage: options.database.poolUsage,
    jobs: () => jobs.counts(),
  });

  // The development mailbox: mail readable without an SMTP server (DEV_MAILBOX; off unless asked).
  if (options.config.DEV_MAILBOX) mailboxRoutes(app, db);
  // The API's reference page, where the site is not public (decision 271).
  if (!security.https) await apiReferencePage(app);

  // The built web app: its files as they are (with their .br/.gz twins); page routes fall
  // through to the renderer above.
  if (pages) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      // Hashed bundles never change; everything else is revalidated.
      setHeaders: (res, filePath) =>
        res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  }
  // The public pages, rendered once before the first visitor.
  if (pages) await pages.prerenderAll();
  return {
    app,
    network,
    availability,
    flights,
    search,
    reach,
    accounts,
    reservations,
    failures,
    staff,
    disruptions,
    settings,
    guarantee,
    tracing,
    gtfs,
    live,
    pages,
  };
}

function readBuildVersion(dir: string): string {
  try {
    return fs.readFileSync(path.join(dir, 'build-version.txt'), 'utf8').trim();
  } catch {
    return 'dev';
  }
}
