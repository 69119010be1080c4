// Login benchmark: POST sessions/ with the right password — one Argon2id verification
// (m = 19 MiB, t = 2, p = 1), a refresh-token row and two signed JWTs per request — beside the
// bare route, on PGlite and PostgreSQL.
import { BENCH_USER, compare, JSON_GZIP } from '../lib.ts';

await compare('Login', Number(process.env.BENCH_CONNECTIONS ?? 8), [
  {
    name: 'login',
    requests: [{ method: 'POST', path: '/api/sessions/', headers: JSON_GZIP, body: JSON.stringify(BENCH_USER) }],
  },
]);
