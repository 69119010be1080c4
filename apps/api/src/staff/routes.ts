// The console's own calls (decision 276): sign-in with a second factor, set-up links, who is
// signed in, staff accounts and the audit log. Under /api/ops/, behind the guard (guard.ts).

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  auditPageSchema,
  auditQuerySchema,
  opsLoginSchema,
  opsSetupDoneSchema,
  opsSetupInfoSchema,
  opsSetupSchema,
  staffChangeSchema,
  staffInvitedSchema,
  staffInviteSchema,
  staffListSchema,
  staffMemberSchema,
  staffMeSchema,
} from '@landline/shared/schemas';
import { auditEntries } from '../audit/log.js';
import type { Db } from '../db/client.js';
import { DETAIL, pathParams } from '../http/route-schemas.js';
import { signedIn, staffOnly } from './guard.js';
import { staffNames } from './queries.js';
import { clearStaffCookie, setStaffCookie } from './session-cookie.js';
import { meAnswer, memberAnswer, STAFF_SESSION_MS, type StaffService } from './service.js';

/** Sign-in and set-up guess secrets: a few a minute per client (and per account in the service). */
const OPEN_PER_MINUTE = { max: 10, timeWindow: '1 minute' };
const AUDIT_PAGE = 100;

const bySetupToken = pathParams({ token: 'The token of the one-time set-up link.' });
const byStaffId = pathParams({ id: "The member's id." });
const tags = ['operations: staff'];
const open = { config: { staff: { open: true as const }, rateLimit: OPEN_PER_MINUTE } };

export function staffRoutes(routes: FastifyInstance, staff: StaffService, db: Db): void {
  const ops = routes.withTypeProvider<ZodTypeProvider>();
  const sessionMaxAge = STAFF_SESSION_MS / 1000;

  ops.get(
    '/setup/:token',
    {
      ...open,
      schema: {
        summary: 'A set-up link',
        description: 'Whose link it is and the authenticator secret to enrol (the same until set up). 404 once used or expired.',
        tags,
        params: bySetupToken,
        response: { 200: opsSetupInfoSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return staff.setupInfo(request.params.token);
    },
  );

  ops.post(
    '/setup/:token',
    {
      ...open,
      schema: {
        summary: 'Set up an account',
        description: 'The password and a current authenticator code; answers the ten recovery codes, once, and signs in.',
        tags,
        params: bySetupToken,
        body: opsSetupSchema,
        response: { 200: opsSetupDoneSchema },
      },
    },
    async (request, reply) => {
      const done = await staff.completeSetup(request.params.token, request.body);
      setStaffCookie(reply, done.sessionToken, sessionMaxAge);
      reply.header('cache-control', 'no-store');
      return { recovery_codes: done.recoveryCodes, staff: meAnswer(done.signedIn) };
    },
  );

  ops.post(
    '/sessions/',
    {
      ...open,
      schema: {
        summary: 'Sign in to the console',
        description:
          'E-mail, password and a code from the authenticator (or a recovery code, used up). One answer for every wrong part; wrong guesses are counted per account and client.',
        tags,
        body: opsLoginSchema,
        response: { 200: staffMeSchema },
      },
    },
    async (request, reply) => {
      const opened = await staff.signIn(request.body, request.ip);
      setStaffCookie(reply, opened.sessionToken, sessionMaxAge);
      return meAnswer(opened.signedIn);
    },
  );

  ops.get(
    '/me/',
    {
      config: { staff: { may: 'self', unaudited: true } },
      schema: { summary: 'Who is signed in', tags, noInput: true, response: { 200: staffMeSchema } },
    },
    async (request) => meAnswer(signedIn(request)),
  );

  ops.delete(
    '/sessions/',
    {
      ...staffOnly('self'),
      schema: { summary: 'Sign out', tags, noInput: true, response: { 200: DETAIL } },
    },
    async (request, reply) => {
      await staff.signOut(signedIn(request));
      clearStaffCookie(reply);
      return { detail: 'Signed out.' };
    },
  );

  ops.get(
    '/staff/',
    {
      ...staffOnly('manageStaff', { action: 'staff.list' }),
      schema: { summary: 'Staff accounts', tags, noInput: true, response: { 200: staffListSchema } },
    },
    async () => staff.list(),
  );

  ops.post(
    '/staff/',
    {
      ...staffOnly('manageStaff'),
      schema: {
        summary: 'Invite a member of staff',
        description: 'A new account in a role; its one-time set-up link is mailed and returned.',
        tags,

        body: staffInviteSchema,
        response: { 201: staffInvitedSchema },
      },
    },
    async (request, reply) => {
      const invited = await staff.invite({ staffId: signedIn(request).id }, request.body);
      return reply.code(201).send({
        staff: memberAnswer(invited.member),
        setup_url: invited.setupUrl,
        setup_expires_at: invited.expiresAt.toISOString(),
      });
    },
  );

  ops.patch(
    '/staff/:id/',
    {
      ...staffOnly('manageStaff'),
      schema: {
        summary: "Change a member's role, or disable them",
        description: 'Their sessions end. No one changes their own account.',
        tags,

        params: byStaffId,
        body: staffChangeSchema,
        response: { 200: staffMemberSchema },
      },
    },
    async (request) => staff.change({ staffId: signedIn(request).id }, request.params.id, request.body),
  );

  ops.post(
    '/staff/:id/reset/',
    {
      ...staffOnly('manageStaff'),
      schema: {
        summary: 'A new set-up link',
        description: 'For a lost phone or password: the password, authenticator and sessions go; the new link is mailed and returned.',
        tags,

        params: byStaffId,
        response: { 200: staffInvitedSchema },
      },
    },
    async (request) => {
      const invited = await staff.reset({ staffId: signedIn(request).id }, request.params.id);
      return { staff: memberAnswer(invited.member), setup_url: invited.setupUrl, setup_expires_at: invited.expiresAt.toISOString() };
    },
  );

  ops.get(
    '/audit/',
    {
      ...staffOnly('readAudit', { action: 'audit.read' }),
      schema: {
        summary: 'The audit log',
        description: 'Newest first, 100 a page, filtered by actor (`staff:<id>`), action, target and time.',
        tags,

        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const entries = await auditEntries(
        db,
        {
          actor: q.actor,
          action: q.action,
          target: q.target,
          since: q.since ? new Date(q.since) : undefined,
          until: q.until ? new Date(q.until) : undefined,
          beforeId: q.before,
        },
        AUDIT_PAGE,
      );
      const ids = [...new Set(entries.flatMap((e) => (e.actor.startsWith('staff:') ? [e.actor.slice(6)] : [])))];
      const names = await staffNames(db, ids);
      return {
        entries: entries.map((e) => {
          const who = e.actor.startsWith('staff:') ? names.get(e.actor.slice(6)) : undefined;
          return {
            id: e.id,
            at: e.at.toISOString(),
            actor: e.actor,
            actor_name: who ? `${who.name} <${who.email}>` : null,
            action: e.action,
            target: e.target ?? null,
            before: e.before ?? null,
            after: e.after ?? null,
            reason: e.reason ?? null,
          };
        }),
        next_before: entries.length === AUDIT_PAGE ? entries[entries.length - 1].id : null,
      };
    },
  );
}
