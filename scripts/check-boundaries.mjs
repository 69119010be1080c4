// Proves that the import rules of .dependency-cruiser.mjs bite (decision 260): in a scratch copy
// of the source folders (the folders only, so the config sees the same features), write one
// deliberate violation of each rule and a few imports the rules allow, run dependency-cruiser
// once, and fail unless every violation is reported and nothing allowed is. Run by `npm run lint`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));

/** Each case: the files it writes (path → source) and the rule it must break (null: allowed). */
const cases = [
  {
    name: 'a file cycle',
    rule: 'no-file-cycle',
    files: {
      'apps/api/src/network/cycle-a.ts': "import { b } from './cycle-b.js';\nexport const a = () => b;",
      'apps/api/src/network/cycle-b.ts': "import { a } from './cycle-a.js';\nexport const b = () => a;",
    },
  },
  {
    name: 'a folder cycle (web features, no file cycle)',
    rule: 'no-folder-cycle',
    files: {
      'apps/web/app/quotes/loop-out.ts': "import { back } from '../riders/loop-in';\nexport const out = back;",
      'apps/web/app/riders/loop-in.ts': "import { other } from '../quotes/loop-other';\nexport const back = other;",
      'apps/web/app/quotes/loop-other.ts': 'export const other = 1;',
    },
  },
  {
    name: 'web importing the API',
    rule: 'web-imports-no-api',
    files: { 'apps/web/app/trips/uses-api.ts': "export { systemClock } from '../../../api/src/clock/clock.js';" },
  },
  {
    name: 'the API importing web sources',
    rule: 'api-imports-no-web-source',
    files: { 'apps/api/src/web/uses-web.ts': "export { tidy } from '../../../web/app/lib/tidy';" },
  },
  {
    name: 'shared importing an app',
    rule: 'shared-imports-no-app',
    files: { 'packages/shared/src/uses-app.ts': "export { tidy } from '../../../apps/web/app/lib/tidy';" },
  },
  {
    name: 'lib/ importing a feature',
    rule: 'web-floor-imports-no-feature',
    files: { 'apps/web/app/lib/uses-feature.ts': "export { draft } from '../booking/draft';" },
  },
  {
    name: 'server/ importing a route',
    rule: 'web-floor-imports-no-feature',
    files: { 'apps/web/app/server/uses-route.ts': "export { page } from '../routes/page';" },
  },
  {
    name: 'an API feature importing another off the arrows',
    rule: 'api-feature-arrows-search',
    files: { 'apps/api/src/search/uses-cart.ts': "export { cart } from '../cart/cart.js';" },
  },
  {
    name: 'http/ importing a feature',
    rule: 'api-floor-imports-no-feature',
    files: { 'apps/api/src/http/uses-trips.ts': "export { trip } from '../trips/trip.js';" },
  },
  {
    name: 'a core importing a feature',
    rule: 'api-cores-import-no-feature',
    files: { 'apps/api/src/charges/uses-trips.ts': "export { trip } from '../trips/trip.js';" },
  },
  {
    name: 'a feature importing the reservation tables',
    rule: 'reservation-tables-owned-by-reservations',
    files: { 'apps/api/src/cart/uses-tables.ts': "export { reservations } from '../db/tables/reservations.js';" },
  },
  {
    name: 'the reservation tables beside their code again (db ↔ reservations)',
    rule: 'no-folder-cycle',
    files: {
      'apps/api/src/reservations/schema.ts': "import { users } from '../db/tables/base.js';\nexport const reservations = () => users;",
      'apps/api/src/db/tables/booked.ts':
        "import { reservations } from '../../reservations/schema.js';\nexport const carts = () => reservations;",
    },
  },
  {
    name: 'a feature importing a provider adapter',
    rule: 'provider-adapters-owned-by-charges',
    files: { 'apps/api/src/seats/uses-sandbox.ts': "export type { SandboxProvider } from '../charges/sandbox.js';" },
  },
  {
    name: 'main.ts importing an adapter other than the sandbox Stripe API',
    rule: 'main-starts-only-the-sandbox-stripe-api',
    files: { 'apps/api/src/main.ts': "import './charges/stripe.js';\nimport './charges/sandbox-stripe-api.js';" },
  },
  {
    name: "a feature importing another's queries (along an arrow)",
    rule: 'api-queries-stay-in-their-feature',
    files: { 'apps/api/src/payments/uses-queries.ts': "export { row } from '../cart/queries.js';" },
  },
  {
    name: 'a feature importing the composition root',
    rule: 'api-composition-root-imported-by-none',
    files: { 'apps/api/src/places/uses-app.ts': "export { buildApp } from '../app.js';" },
  },
  {
    name: 'allowed: a feature along its arrow, a core on the floor and its tables, main and the sandbox API',
    rule: null,
    files: {
      'apps/api/src/bookings/uses-search.ts': "export { token } from '../search/token.js';",
      'apps/api/src/bookings/uses-own-queries.ts': "export { x } from './queries.js';",
      'apps/api/src/reservations/store.ts':
        "import { db } from '../db/client.js';\nexport { reservations } from '../db/tables/reservations.js';\nexport const store = db;",
      'apps/api/src/db/tables/hangs-off.ts': "import { reservations } from './reservations.js';\nexport const carts = () => reservations;",
      'apps/api/src/charges/routine.ts': "import { SandboxProvider } from './sandbox.js';\nexport const routine = SandboxProvider;",
    },
  },
];

/** Targets the cases import, so that every import resolves. */
const targets = [
  'apps/api/src/clock/clock.ts',
  'apps/api/src/db/client.ts',
  'apps/api/src/db/tables/base.ts',
  'apps/api/src/db/tables/reservations.ts',
  'apps/api/src/trips/trip.ts',
  'apps/api/src/cart/cart.ts',
  'apps/api/src/search/token.ts',
  'apps/api/src/charges/sandbox.ts',
  'apps/api/src/charges/stripe.ts',
  'apps/api/src/charges/sandbox-stripe-api.ts',
  'apps/api/src/app.ts',
  'apps/api/src/cart/queries.ts',
  'apps/api/src/bookings/queries.ts',
  'apps/web/app/lib/tidy.ts',
  'apps/web/app/booking/draft.ts',
  'apps/web/app/routes/page.ts',
];

function write(file, text) {
  fs.mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
  fs.writeFileSync(path.join(scratch, file), `${text}\n`);
}

/** The folder skeleton of the source trees: the config reads the feature lists from it. */
function copyFolders(dir) {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== 'node_modules') {
      fs.mkdirSync(path.join(scratch, dir, entry.name), { recursive: true });
      copyFolders(path.join(dir, entry.name));
    }
  }
}

try {
  copyFolders('apps/api/src');
  copyFolders('apps/web/app');
  fs.copyFileSync(path.join(root, '.dependency-cruiser.mjs'), path.join(scratch, '.dependency-cruiser.mjs'));
  for (const file of targets) write(file, 'export const x = 1;');
  for (const c of cases) for (const [file, text] of Object.entries(c.files)) write(file, text);
  fs.writeFileSync(path.join(scratch, 'package.json'), '{"type":"module"}\n');

  let out;
  try {
    out = execFileSync(
      process.execPath,
      [
        path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
        'apps',
        'packages',
        '-c',
        '.dependency-cruiser.mjs',
        '-T',
        'json',
      ],
      { cwd: scratch, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
  } catch (error) {
    out = error.stdout; // dependency-cruiser exits non-zero when it finds violations, as it must here
  }
  const violations = JSON.parse(out).summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));

  const failures = [];
  for (const c of cases) {
    // A folder rule reports the folder, a file rule the file; an allowed import is checked by file
    // only, as the folders of the cases meet.
    const files = Object.keys(c.files).flatMap((file) => (c.rule ? [file, path.posix.dirname(file)] : [file]));
    const found = violations.filter((v) => files.includes(v.from));
    if (c.rule === null) {
      for (const v of found) failures.push(`${c.name}: ${v.from} → ${v.to} was refused by ${v.rule}`);
    } else if (!found.some((v) => v.rule === c.rule)) {
      failures.push(`${c.name}: ${c.rule} did not refuse it (found: ${found.map((v) => v.rule).join(', ') || 'nothing'})`);
    }
  }
  if (failures.length > 0) {
    console.error(`The import rules let through:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log(`Import rules: ${cases.filter((c) => c.rule).length} deliberate violations refused, the allowed imports let through.`);
  }
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
