import type { FastifyInstance } from 'fastify';
import { HEARTBEAT_MS } from '@landline/shared/constants';
import type { ReservationService } from './service.js';

/**
 * Gives the seats of expired holds back: when the app is ready, then every heartbeat period, so
 * a seat returns to sale within half a minute of its hold ending. One instance sweeps at a time
 * (the job queue), and each hold is ended under its row lock, once, whoever ends it.
 */
export function expireHolds(app: FastifyInstance, reservations: ReservationService): void {
  app.jobs.every({
    name: 'expire-holds',
    everyMs: HEARTBEAT_MS,
    work: () => reservations.releaseExpired(),
    what: 'released',
    done: 'expired holds released',
    failed: 'could not release expired holds',
  });
}
