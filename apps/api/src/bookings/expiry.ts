import type { FastifyInstance } from 'fastify';
import { HEARTBEAT_MS } from '@landline/shared/constants';
import { runPeriodically } from '../http/periodic.js';
import type { ReservationService } from './service.js';

/**
 * Gives the seats of expired holds back: when the app is ready, then every heartbeat period, so
 * a seat returns to sale within half a minute of its hold ending. Several instances may sweep at
 * once: each hold is ended under its row lock, once.
 */
export function expireHolds(app: FastifyInstance, reservations: ReservationService): void {
  runPeriodically(app, {
    everyMs: HEARTBEAT_MS,
    work: () => reservations.releaseExpired(),
    what: 'released',
    done: 'expired holds released',
    failed: 'could not release expired holds',
  });
}
