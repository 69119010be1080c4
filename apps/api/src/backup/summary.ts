/**
 * What a restored database holds, for the line `npm run restore` ends with: the operator sees at
 * once whether it is the copy they meant. Plain SQL, run on PGlite's or pg's own client (no
 * migrations may run before the restore is done).
 */
export const COUNTS_SQL = `select
  (select count(*) from reservations)::int as reservations,
  (select count(*) from payments)::int as payments,
  (select count(*) from users)::int as members`;

export interface Counts {
  reservations: number;
  payments: number;
  members: number;
}

export function countsLine(counts: Counts): string {
  return `${counts.reservations} reservations, ${counts.payments} payment attempts, ${counts.members} members`;
}
