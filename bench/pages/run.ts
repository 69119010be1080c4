// Page benchmark: the web app's pages as the API process serves them — a public page
// kept since start-up (brotli, as browsers ask), the same page with a ?week= query (kept once
// asked for), a booking page, and a new address every request (a render each time) — beside a
// bare GET route. The app runs once with React's development build (what `npm start` rendered
// with before decision 193) and once with its production build (`npm start` now, src/start.ts), on
// PGlite, then with the production build on PostgreSQL: the renders show the difference.
// Needs `npm run build` first (the server build renders the pages).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compare } from '../lib.ts';

const build = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/build/server/index.js');
if (!fs.existsSync(build)) {
  console.error("No web build: run 'npm run build' first.");
  process.exit(1);
}
process.env.BENCH_WEB = '1';

const PAGE = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };
const monday = (() => {
  const d = new Date(Date.now() + 14 * 86_400_000);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
})();

let n = 0;
await compare(
  'Pages',
  Number(process.env.BENCH_CONNECTIONS ?? 32),
  [
    { name: 'kept page /duluth', requests: [{ method: 'GET', path: '/duluth', headers: PAGE }] },
    { name: 'kept page /duluth?week=…', requests: [{ method: 'GET', path: `/duluth?week=${monday}`, headers: PAGE }] },
    { name: 'kept booking page /reservations/depart', requests: [{ method: 'GET', path: '/reservations/depart', headers: PAGE }] },
    {
      name: 'city page, new address every time',
      requests: [{ method: 'GET', path: '/duluth', headers: PAGE, setupRequest: (req) => ({ ...req, path: `/duluth?utm_source=${++n}` }) }],
    },
    {
      name: 'booking page, new address every time',
      requests: [{ method: 'GET', headers: PAGE, setupRequest: (req) => ({ ...req, path: `/reservations/depart?v=${++n}` }) }],
    },
  ],
  { method: 'GET', path: '/bare', headers: PAGE },
  [
    { kind: 'pglite', label: 'pglite, React development build', env: { NODE_ENV: 'development' } },
    { kind: 'pglite', label: 'pglite, React production build', env: { NODE_ENV: 'production' } },
    { kind: 'postgres', label: 'postgres, React production build', env: { NODE_ENV: 'production' } },
  ],
);
