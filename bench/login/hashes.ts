// Password hashing alone: Argon2id (m = 19 MiB, t = 2, p = 1, OWASP's first
// choice) beside the scrypt setting it replaced (N = 2^15, r = 8, p = 3), in one process and
// one run, so both meet the same machine load: the time of one verification, and how many
// verifications a second the libuv pool gives when many logins come at once.
import os from 'node:os';
import { hashPassword, scryptHash, verifyPassword } from '@landline/api/src/accounts/passwords.ts';

const PASSWORD = 'Shuttle-Rider-7';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SERIAL = 10;
const PARALLEL = 32;

const schemes = [
  { name: 'scrypt N=2^15 r=8 p=3', stored: await scryptHash(PASSWORD) },
  { name: 'Argon2id m=19 MiB t=2 p=1', stored: await hashPassword(PASSWORD) },
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = new Map(schemes.map((s) => [s.name, { ms: [] as number[], perSecond: [] as number[] }]));

for (let round = 0; round < ROUNDS; round++) {
  // Interleaved: a burst of load from elsewhere hits both schemes alike.
  for (const s of schemes) {
    const r = results.get(s.name)!;
    for (let i = 0; i < SERIAL; i++) {
      const start = performance.now();
      if (!(await verifyPassword(PASSWORD, s.stored))) throw new Error(`${s.name} did not verify`);
      r.ms.push(performance.now() - start);
    }
    const start = performance.now();
    await Promise.all(Array.from({ length: PARALLEL }, () => verifyPassword(PASSWORD, s.stored)));
    r.perSecond.push(PARALLEL / ((performance.now() - start) / 1000));
  }
}

console.log(`\nPassword verification: ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}, ${ROUNDS} rounds\n`);
console.log('| scheme | ms per verification (median) | verifications/s, 32 at once (median) |');
console.log('|---|---:|---:|');
for (const [name, r] of results) console.log(`| ${name} | ${median(r.ms).toFixed(1)} | ${median(r.perSecond).toFixed(1)} |`);
