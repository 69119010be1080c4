// The import boundaries of docs/architecture.md, checked by dependency-cruiser in `npm run lint`
// (decision 260). It resolves each import to a file as TypeScript and the bundler do, type-only
// imports and `import()` included, so a rule names the files it protects, not the text of an
// import. ESLint keeps style, hooks and one rule on imported names. `scripts/check-boundaries.mjs`
// writes one deliberate violation of each rule into a scratch copy and checks that it is caught.
import fs from 'node:fs';
import path from 'node:path';

const folders = (dir) =>
  fs
    .readdirSync(path.join(import.meta.dirname, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
const any = (names) => `(${names.map((n) => n.replace(/\./g, '\\.')).join('|')})`;

const API = '^apps/api/src/';
/** The API's floor: every feature stands on it, and it imports no feature. */
const API_FLOOR = ['http', 'db', 'clock', 'jobs', 'tracing', 'audit'];
/** The two owners the features call: the reservations (and seat inventory) and the money. */
const API_CORES = ['reservations', 'charges'];
/** Every other folder of apps/api/src is a feature; a new folder is one without editing this file. */
const API_FEATURES = folders('apps/api/src').filter((f) => !API_FLOOR.includes(f) && !API_CORES.includes(f));

/**
 * The only imports allowed from one API feature into another: [from, to, why]. Together they form
 * a graph without loops (no-folder-cycle refuses one); a new arrow is a decision, not a habit.
 */
const ARROWS = [
  ['accounts', 'mail', 'activation, recovery and welcome mail go through the outbox in the same transaction'],
  ['accounts', 'credits', 'a referral reward is store credit'],
  ['accounts', 'loyalty', 'a new member starts a points wallet'],
  ['accounts', 'limits', 'wrong passwords are counted in the shared limit store (Redis or memory)'],
  ['newsletter', 'mail', 'the opt-in mail goes through the outbox'],
  ['newsletter', 'accounts', 'the opt-in code is made and checked as the account codes are'],
  ['quotes', 'mail', 'a quote request is mailed to sales through the outbox'],
  ['flights', 'openflights', 'the partner timetable is built from the OpenFlights files'],
  ['network', 'openflights', 'the demo network seeds its airports from the OpenFlights files'],
  ['search', 'network', 'the planner walks the in-memory timetable'],
  ['search', 'flights', 'the planner joins rides to flight chains through the FlightProvider port'],
  ['places', 'search', 'the type-ahead asks the planner which places a search reaches'],
  ['places', 'network', 'the type-ahead lists the stops of the network'],
  ['places', 'flights', 'the type-ahead lists airports reached by partner flights'],
  ['schedules', 'search', 'a schedule table shows what a search would sell'],
  ['schedules', 'network', 'schedule tables are read from the in-memory timetable'],
  ['pickup', 'areas', 'a pickup address is checked against the operated areas'],
  ['pickup', 'search', 'the pickup step reads the legs of the booking token'],
  ['pickup', 'network', 'a pickup names the stop and its time zone'],
  ['cart', 'search', 'extras are priced per leg of the booking token'],
  ['cart', 'network', 'extras are priced per ride of the timetable'],
  ['cart', 'loyalty', 'a cart paid with points shows the wallet balance'],
  ['bookings', 'search', 'a hold re-prices and re-checks the booking token the search gave'],
  ['bookings', 'flights', 'a hold books the partner-flight seats through the provider'],
  ['bookings', 'network', 'a hold makes the trips (runs on dates) it holds seats on'],
  ['bookings', 'cart', 'the hold answer carries the cart (cartAnswer)'],
  ['payments', 'cart', 'checkout charges the cart total'],
  ['payments', 'credits', 'store credit is taken in the checkout transaction'],
  ['payments', 'loyalty', 'points are taken and earned in the checkout transaction'],
  ['payments', 'mail', 'the confirmation mail is written in the confirming transaction'],
  ['payments', 'search', 'the confirmation reads the legs of the booking token'],
  ['payments', 'network', 'the confirmation names the stops and local times of each ride'],
  ['payments', 'flights', 'the confirmation names the partner flights'],
  ['seats', 'trips', 'a booked trip is opened by reference and last name through TripService'],
  ['seats', 'search', 'the seat map reads the legs of the booking token'],
  ['seats', 'network', 'the seat map reads the vehicle and times of the ride'],
  ['trips', 'search', 'a trip is shown from its booking token'],
  ['trips', 'network', 'a trip names its stops and local times'],
  ['trips', 'flights', 'a trip names its partner flights'],
  ['trips', 'mail', 'the trip page and the confirmation mail describe a ride alike'],
  ['trips', 'accounts', 'the lookup limit counts in the accounts limit store'],
  ['checkin', 'trips', 'check-in opens the booked trip through TripService'],
  ['checkin', 'boarding', 'check-in issues the boarding passes'],
  ['checkin', 'mail', 'boarding passes are mailed through the outbox'],
  ['flight-checkin', 'trips', 'the flight check-in opens the booked trip through TripService'],
  ['cancellation', 'trips', 'a cancellation opens the booked trip through TripService'],
  ['cancellation', 'cart', 'a refund gives back what the cart paid for'],
  ['cancellation', 'credits', 'a refund may be store credit'],
  ['cancellation', 'loyalty', 'a refund gives points back and takes earned ones'],
  ['cancellation', 'mail', 'the cancellation mail is written in the cancelling transaction'],
  ['cancellation', 'search', 'the refund is priced per leg of the booking token'],
  ['cancellation', 'network', 'the refund rules read the departure times'],
  ['cancellation', 'flights', 'cancelling gives the partner-flight seats back'],
  ['edits', 'cancellation', 'an edit cancels the old part with the cancellation quote'],
  ['edits', 'bookings', 'an edit holds the new part as a booking does'],
  ['edits', 'cart', 'an edit carries the extras over'],
  ['edits', 'payments', 'the new part is paid by the checkout (its ExchangeHooks port)'],
  ['edits', 'trips', 'an edit opens the booked trip through TripService'],
  ['demo', 'accounts', 'the demo members are made as accounts are'],
  ['demo', 'bookings', 'the demo members ride with the hold policy of real bookings'],
  ['demo', 'loyalty', 'the demo members get their tiers through the loyalty service'],
  ['demo', 'search', 'the demo members ride on real booking tokens'],
  ['demo', 'network', 'the demo members ride real trips of the timetable'],
  ['web', 'schedules', 'the public pages render the schedule tables'],
  ['web', 'places', 'the public pages list our places'],
  ['web', 'network', 'the public pages show stops and fares of the timetable'],
  ['web', 'flights', 'the Canada pages list the cities reached non-stop'],
  ['staff', 'accounts', "staff passwords are hashed, judged and their wrong guesses counted as members' are"],
  ['staff', 'mail', 'a set-up link is mailed through the outbox with the invitation'],
  ['support', 'staff', "the agent's calls are behind the console's guard"],
  ['support', 'trips', 'an agent sees a booking as the traveller does (TripService.view)'],
  ['support', 'cancellation', "an agent cancels with the traveller's own rules and refund"],
  ['support', 'mail', 'an agent sees the mail a caller was sent'],
  ['settings', 'staff', "the console's settings calls are behind the staff guard"],
  ['vouchers', 'staff', "the console's voucher calls are behind the staff guard"],
  ['vouchers', 'network', "a voucher's routes are the timetable's services"],
  ['sales', 'staff', 'the sales report is behind the staff guard'],
  ['staff', 'backup', 'npm run ops:admin reaches a running embedded server as npm run backup does'],
  ['departures', 'staff', "the console's calls are opened by its guard to the roles they name"],
  ['departures', 'network', 'a departure names its route, stops and local times, and its trips are made from the timetable'],
  ['departures', 'search', 'a manifest reads where each booking boards and alights, and its flights, from the booking token'],
  ['disruptions', 'staff', 'the departure calls are behind the console guard (staffOnly, signedIn)'],
  ['disruptions', 'cancellation', "a disruption's full refund is a cancellation of the ride with the disruption's rules"],
  ['disruptions', 'trips', "the next departure must still join the booked trip's other legs (TripService.view)"],
  ['disruptions', 'mail', 'the notice, the reminder and the rebooking are mailed through the outbox in their transactions'],
  ['disruptions', 'network', 'the next departure is found in the timetable, and its trip made'],
  ['disruptions', 'search', "a rebooked ride's booking token names its new run"],
  ['boarding-desk', 'checkin', 'a scan is checked by the one boarding rule (CheckInService.verify) in the scan’s transaction'],
  ['boarding-desk', 'staff', 'the console’s guard opens the calls; a driver boards only the departures assigned to them'],
  ['live', 'network', "a departure's stops and times come from the timetable, and the simulator makes today's trips"],
  ['live', 'gtfs', 'the live board and the GTFS-Realtime feeds name departures by the static feed’s ids (gtfs/ids.ts)'],
  ['live', 'staff', 'a phone shares positions behind the console’s guard, a driver only on the departures they work'],
  ['web', 'live', 'the /live pages render the live board on the server first (PageServices)'],
];

const arrowsFrom = (feature) => ARROWS.filter(([from]) => from === feature).map(([, to]) => to);

const WEB = '^apps/web/app/';
/** The web app's layers under the features; routes/ is above them. */
const WEB_FLOOR = ['lib', 'components', 'server', 'i18n'];
const WEB_FEATURES = folders('apps/web/app').filter((f) => !WEB_FLOOR.includes(f) && f !== 'routes');

/** The files that define the reservation tables, and the card processors' adapters. */
const RESERVATION_TABLES = `${API}db/tables/reservations\\.ts$`;
const PROVIDER_ADAPTERS = `${API}charges/(sandbox|stripe|sandbox-stripe-api)\\.ts$`;

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-file-cycle',
      comment:
        'A loop of imports has no bottom: neither file can be read, tested or moved alone. The ' +
        'tables too are layered (db/tables: base, then reservations, then what hangs off them).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-cycle',
      comment: 'A folder is the unit a reader opens and a change moves: a loop between two folders makes them one.',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-imports-no-app',
      comment: 'packages/shared is the contract both apps read; it knows neither of them.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^(apps|e2e|bench)/' },
    },
    {
      name: 'web-imports-no-api',
      comment: 'The web app reaches the API over HTTP and shares code through packages/shared only.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/api/' },
    },
    {
      name: 'api-imports-no-web-source',
      comment: 'The API loads the web build at run time (web/pages.ts), never the web sources.',
      severity: 'error',
      from: { path: '^apps/api/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'web-floor-imports-no-feature',
      comment:
        'lib/, components/, server/ and i18n/ are under every feature: what they need of a feature moves ' +
        'down, or comes in as a prop or through the page services.',
      severity: 'error',
      from: { path: `${WEB}${any(WEB_FLOOR)}/` },
      to: { path: `${WEB}(${any(WEB_FEATURES)}|routes)/` },
    },
    {
      name: 'api-floor-imports-no-feature',
      comment: 'http/, db/, clock/ and tracing/ are under everything: they import no feature and no core.',
      severity: 'error',
      from: { path: `${API}${any(API_FLOOR)}/` },
      to: { path: `${API}${any([...API_FEATURES, ...API_CORES])}/` },
    },
    {
      name: 'api-cores-import-no-feature',
      comment:
        'reservations/ and charges/ are called by the features and know none of them: a charge is ' +
        'parameterised by what settling it gives (decisions 257, 258).',
      severity: 'error',
      from: { path: `${API}${any(API_CORES)}/` },
      to: { path: `${API}${any(API_FEATURES)}/` },
    },
    ...API_FEATURES.map((feature) => ({
      name: `api-feature-arrows-${feature}`,
      comment: `${feature}/ imports another feature only along its arrows in ARROWS of .dependency-cruiser.mjs.`,
      severity: 'error',
      from: { path: `${API}${any([feature])}/` },
      to: {
        path: `${API}${any(API_FEATURES)}/`,
        pathNot: `${API}${any([feature, ...arrowsFrom(feature)])}/`,
      },
    })),
    {
      name: 'api-queries-stay-in-their-feature',
      comment:
        "A feature's SQL is its own: another feature calls its service, so a rule in a service is " +
        'not skipped by a query called from elsewhere.',
      severity: 'error',
      from: { path: `${API}([^/]+)/` },
      to: { path: `${API}[^/]+/queries\\.ts$`, pathNot: `${API}$1/` },
    },
    {
      name: 'api-composition-root-imported-by-none',
      comment: 'app.ts wires the features and main.ts starts the server; nothing in src imports them back.',
      severity: 'error',
      from: { path: API, pathNot: `${API}(main|start)\\.ts$` },
      to: { path: `${API}(app|main|start)\\.ts$` },
    },
    {
      name: 'reservation-tables-owned-by-reservations',
      comment:
        'reservations/ alone reads and writes reservations, their rides and the seat counters ' +
        '(decisions 257, 263); the other tables of db/tables reference them for their foreign keys. ' +
        'Tests may read the rows they assert on.',
      severity: 'error',
      from: { path: API, pathNot: `${API}(reservations|db/tables)/` },
      to: { path: RESERVATION_TABLES },
    },
    {
      name: 'provider-adapters-owned-by-charges',
      comment:
        'charges/ alone talks to a card processor (decision 258): the features call its routine and ' +
        'app.ts chooses the provider through charges/providers.ts. Tests may build an adapter.',
      severity: 'error',
      from: { path: API, pathNot: `${API}(charges/|main\\.ts$)` },
      to: { path: PROVIDER_ADAPTERS },
    },
    {
      name: 'main-starts-only-the-sandbox-stripe-api',
      comment:
        'main.ts may start the sandbox served as Stripe’s API (charges/sandbox-stripe-api.ts) for a ' +
        'local Stripe set-up; it uses no other adapter.',
      severity: 'error',
      from: { path: `${API}main\\.ts$` },
      to: { path: PROVIDER_ADAPTERS, pathNot: `${API}charges/sandbox-stripe-api\\.ts$` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Builds, generated route types and migrations are not sources.
    exclude: { path: '(^|/)(node_modules|build|dist|\\.react-router|drizzle|scratch)/' },
    // Type-only imports count: a loop through types is still a loop a reader must untangle.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
    combinedDependencies: false,
  },
};
