// The one reconciler of charges (decision 258): one timer settles the attempts a crash or an
// unreachable processor left pending or owed back, for everything that is paid. It runs as a sweep
// of the job queue (decision 270): once a minute across the deployment, on one instance at a time.

import type { FastifyInstance } from 'fastify';

/** How often unsettled attempts are looked at (each is settled once it is old enough, RECONCILE_AFTER_MS). */
const RECONCILE_EVERY_MS = 60_000;

/** A kind of charge whose unsettled attempts can be settled (its charge routine's `reconcile`). */
export interface Reconcilable {
  /** What is paid, for the log: 'payments', 'seat purchases', 'points purchases'. */
  name: string;
  reconcile(): Promise<number>;
}

/**
 * Settles every kind's unsettled attempts when the app is ready and every minute after. A kind
 * that fails is logged and the others are still settled in that round.
 */
export function reconcileCharges(app: FastifyInstance, kinds: Reconcilable[]): void {
  app.jobs.every({
    name: 'reconcile-charges',
    // Each unsettled attempt may wait on the processor (seconds each): room for a slow round.
    timeoutSeconds: 120,
    everyMs: RECONCILE_EVERY_MS,
    work: async () => {
      let settled = 0;
      for (const kind of kinds) {
        try {
          settled += await kind.reconcile();
        } catch (err) {
          app.log.error({ err }, `could not settle unsettled ${kind.name}`);
        }
      }
      return settled;
    },
    what: 'settled',
    done: 'unsettled charges settled',
    failed: 'could not settle unsettled charges',
  });
}
