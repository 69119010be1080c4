// The operations console's door (decision 276): every call under /api/ops/ names who may make it
// in its route options (`config.staff`), and this scope's hook checks it on the server before
// the body is even read. A route that names nobody stops the app from starting, like an
// undeclared one (decision 271). Reads are written to the audit log here, before they answer;
// changes write theirs in their own transaction.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STAFF_MESSAGES as S } from '@landline/shared/messages';
import { STAFF_MAY, staffMay, type StaffPermission } from '@landline/shared/staff';
import { recordAudit } from '../audit/log.js';
import type { Clock } from '../clock/clock.js';
import type { Db } from '../db/client.js';
import { ForbiddenError, UnauthorizedError } from '../http/errors.js';
import { requestSite } from '../http/session-cookie.js';
import { staffCookieOf } from './session-cookie.js';
import type { SignedInStaff, StaffService } from './service.js';

/** What a read writes to the audit log once it answered: `<thing>.<verb>` and its target (`trip:<id>`). */
export interface ReadRecord {
  action: string;
  target?: (request: FastifyRequest) => string | undefined;
}

/** Who may make a staff call, and what a read writes to the audit log. */
export type StaffAccess =
  /** Before signing in: sign-in and set-up (limited per client instead). */
  | { open: true }
  | {
      may: StaffPermission;
      /** A read's entry. Absent on a change, which records its own before and after. */
      reads?: ReadRecord;
      /** Nothing to record: the call shows the caller their own session only. */
      unaudited?: true;
    };

declare module 'fastify' {
  interface FastifyContextConfig {
    staff?: StaffAccess;
  }
  interface FastifyRequest {
    /** The signed-in member, set by the console's guard on every call but sign-in and set-up. */
    staffMember: SignedInStaff | null;
  }
}

/** The signed-in member of a guarded call (the guard ran, so there is one). */
export function signedIn(request: FastifyRequest): SignedInStaff {
  if (!request.staffMember) throw new UnauthorizedError(S.notSignedIn, 'not_authenticated');
  return request.staffMember;
}

/** The route options' part that opens a call to `may`, recording a read as `action`. */
export function staffOnly(may: StaffPermission, reads?: ReadRecord) {
  return { config: { staff: { may, ...(reads ? { reads } : {}) } satisfies StaffAccess } };
}

export function staffGuard(ops: FastifyInstance, deps: { staff: StaffService; db: Db; clock: Clock; publicUrl: string }): void {
  ops.decorateRequest('staffMember', null);
  ops.addHook('onRoute', (route) => {
    const access = route.config?.staff;
    if (!access) throw new Error(`a console route does not say who may call it (decision 276): ${route.method} ${route.url}`);
    // The OpenAPI document names the roles (3.1 lets a requirement list roles). The schema object
    // is the one the document's collector keeps, so it is changed in place.
    if (!('open' in access) && route.schema) route.schema.security = [{ staffSession: [...STAFF_MAY[access.may]] }];
  });
  ops.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.staff;
    if (!access) throw new ForbiddenError(S.staffOnly);
    // The cookie is SameSite=Strict; a browser's request from another site is refused all the same.
    if (request.method !== 'GET' && request.method !== 'HEAD' && requestSite(request, deps.publicUrl) === 'cross') {
      throw new ForbiddenError(S.crossSite);
    }
    if ('open' in access) return;
    const token = staffCookieOf(request);
    if (!token) {
      // A traveller's session is not a staff session.
      if (request.headers.authorization) throw new ForbiddenError(S.staffOnly);
      throw new UnauthorizedError(S.notSignedIn, 'not_authenticated');
    }
    const member = await deps.staff.session(token);
    if (!member) throw new UnauthorizedError(S.sessionEnded, 'token_not_valid');
    if (!staffMay(member.role, access.may)) throw new ForbiddenError(S.notForRole);
    request.staffMember = member;
  });
  // Before the answer leaves: whoever got the answer is on record.
  ops.addHook('onSend', async (request, reply) => {
    const access = request.routeOptions.config.staff;
    if (!access || 'open' in access || !access.reads || !request.staffMember || reply.statusCode >= 400) return;
    // A read that cannot be put on record is not answered (the error handler's 500).
    await recordAudit(deps.db, deps.clock.now(), {
      actor: `staff:${request.staffMember.id}`,
      action: access.reads.action,
      target: access.reads.target?.(request),
    });
  });
}
