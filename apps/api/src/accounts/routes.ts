import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_MESSAGES as A } from '@landline/shared/messages';
import {
  accessTokenSchema,
  loginSchema,
  passwordChangeSchema,
  profileSchema,
  profileUpdateSchema,
  recoveryRequestSchema,
  recoveryResetSchema,
  referralDataSchema,
  refreshSchema,
  registerSchema,
  tokenPairSchema,
} from '@landline/shared/schemas';
import type { AccessToken, TokenPair } from '@landline/shared/schemas';
import { ForbiddenError, parseInput } from '../http/errors.js';
import { DETAIL, parsedByHandler, pathParams } from '../http/route-schemas.js';
import { MEMBERS, REFRESH_TOKEN } from '../http/security-schemes.js';
import type { AccountService } from './service.js';
import {
  clearRefreshCookie,
  REFRESH_IN_BODY_HEADER,
  refreshCookieOf,
  requestSite,
  setRefreshCookie,
  wantsRefreshInBody,
} from '../http/session-cookie.js';

/** Per-IP limits (on top of the per-account limit on wrong passwords in the service). */
const PER_IP = {
  register: { max: 10, timeWindow: '1 minute' },
  login: { max: 30, timeWindow: '1 minute' },
  recovery: { max: 5, timeWindow: '1 minute' },
};

/** A body naming its refresh token (API clients, the spec's form); without one, the cookie counts. */
const namesRefresh = (body: unknown) => typeof body === 'object' && body !== null && 'refresh' in body;

/**
 * A new session's tokens as its holder keeps them: the pair to a client that asked for the refresh
 * token in the body (it holds it; no cookie), else the access token with the refresh token in the
 * HttpOnly cookie, so no script of a page ever reads it (decision 234).
 */
function sessionAnswer(request: FastifyRequest, reply: FastifyReply, tokens: TokenPair): TokenPair | AccessToken {
  if (wantsRefreshInBody(request)) return tokens;
  setRefreshCookie(reply, tokens.refresh);
  return { access: tokens.access };
}

const SESSION_ANSWER = z.union([tokenPairSchema, accessTokenSchema]).meta({
  description: 'The access token; the refresh token too when `X-Refresh-Token: body` asked for it, else it is in the HttpOnly cookie.',
});

/** The header by which a client without cookies asks for the refresh token in the body (decision 234). */
const refreshInBody = parsedByHandler(
  z
    .object({
      [REFRESH_IN_BODY_HEADER]: z
        .literal('body')
        .optional()
        .meta({ description: 'A client without cookies asks for the refresh token in the answer.' }),
    })
    .loose(),
);

const byCode = pathParams({ code: 'The code mailed to the member (single use; it expires).' });

export function accountRoutes(routes: FastifyInstance, accounts: AccountService, publicUrl: string): void {
  const app = routes.withTypeProvider<ZodTypeProvider>();
  const members = { preValidation: app.authenticate };
  const tags = ['accounts'];
  /** Calls that set the refresh cookie: refused when a browser says another site sent them. */
  const notCrossSite = async (request: FastifyRequest) => {
    if (requestSite(request, publicUrl) === 'cross') throw new ForbiddenError(A.crossSite);
  };
  /** Calls the cookie authenticates: only when a browser says this site sent them (CSRF). */
  const sameSiteOnly = (request: FastifyRequest) => {
    if (requestSite(request, publicUrl) !== 'same') throw new ForbiddenError(A.crossSite);
  };

  // Register and login: the access token, the refresh token in the cookie; the spec's pair only
  // to a client that asks for it with `X-Refresh-Token: body` (sessionAnswer).
  app.post(
    '/users/',
    {
      config: { rateLimit: PER_IP.register },
      preValidation: notCrossSite,
      schema: {
        summary: 'Register',
        description: 'A new member, signed in at once; the activation code is mailed.',
        tags,
        headers: refreshInBody,
        body: registerSchema,
        response: { 201: SESSION_ANSWER },
      },
    },
    async (request, reply) => {
      const tokens = await accounts.register(request.body);
      return reply.code(201).send(sessionAnswer(request, reply, tokens));
    },
  );

  app.post(
    '/sessions/',
    {
      config: { rateLimit: PER_IP.login },
      preValidation: notCrossSite,
      schema: {
        summary: 'Sign in',
        description: 'Wrong details answer `non_field_errors`; wrong passwords are counted per account and per client.',
        tags,
        headers: refreshInBody,
        body: loginSchema,
        response: { 200: SESSION_ANSWER },
      },
    },
    async (request, reply) => sessionAnswer(request, reply, await accounts.login(request.body, request.ip)),
  );

  // {refresh} in the body: the pair, as the spec says. Without it, the browser's cookie: the
  // access token only, the new refresh token back in the cookie (a script never sees one).
  const refreshBody = parsedByHandler(refreshSchema.partial());
  app.post(
    '/refresh_sessions/',
    {
      schema: {
        summary: 'A new access token',
        description:
          'From the refresh token in the body (the pair comes back) or in the cookie (the access token; the new refresh token in the cookie). Each refresh token is used once: a replay ends the session.',
        tags,
        security: REFRESH_TOKEN,
        body: refreshBody,
        response: { 200: SESSION_ANSWER },
      },
    },
    async (request, reply) => {
      if (namesRefresh(request.body)) return accounts.refresh(parseInput(refreshSchema, request.body).refresh);
      sameSiteOnly(request);
      try {
        const tokens = await accounts.refresh(refreshCookieOf(request) ?? '');
        setRefreshCookie(reply, tokens.refresh);
        return { access: tokens.access };
      } catch (error) {
        clearRefreshCookie(reply);
        throw error;
      }
    },
  );

  // Logout: the session of the refresh token (body or cookie) ends on the server.
  app.delete(
    '/refresh_sessions/',
    {
      schema: {
        summary: 'Sign out',
        description: 'Ends the session of the refresh token (body or cookie) on the server.',
        tags,
        security: REFRESH_TOKEN,
        body: refreshBody,
        response: { 204: z.null().meta({ description: 'Signed out; the cookie is cleared.' }) },
      },
    },
    // Typed as any reply: a 204 has no body to send.
    async (request, reply: FastifyReply) => {
      const named = namesRefresh(request.body) ? parseInput(refreshSchema, request.body).refresh : null;
      if (!named) sameSiteOnly(request);
      await accounts.logout(named ?? refreshCookieOf(request));
      clearRefreshCookie(reply);
      return reply.code(204).send();
    },
  );

  app.get(
    '/profile/',
    { ...members, schema: { summary: "The member's profile", tags, security: MEMBERS, noInput: true, response: { 200: profileSchema } } },
    async (request) => accounts.profile(request.userId!),
  );

  app.put(
    '/profile/',
    {
      ...members,
      schema: {
        summary: "Change the member's profile",
        tags,
        security: MEMBERS,
        body: profileUpdateSchema,
        response: { 200: profileSchema },
      },
    },
    async (request) => accounts.updateProfile(request.userId!, request.body),
  );

  app.put(
    '/v2/accounts/password/change/',
    {
      ...members,
      schema: {
        summary: "Change the member's password",
        description: 'Every other session of the member ends.',
        tags,
        security: MEMBERS,
        body: passwordChangeSchema,
        response: { 200: DETAIL },
      },
    },
    async (request) => {
      const session = request.session!;
      await accounts.changePassword(session.sub, request.body, session.fam ?? null);
      return { detail: A.passwordChanged };
    },
  );

  const activation = {
    schema: {
      summary: "Confirm a member's e-mail address",
      description: 'With the referral code of the member who invited them, when there is one.',
      tags,
      response: { 200: DETAIL },
    },
  };
  const activate = async (request: FastifyRequest<{ Params: { code: string; referralCode?: string } }>) => {
    await accounts.activate(request.params.code, request.params.referralCode);
    return { detail: A.emailConfirmed };
  };
  app.put('/activations/:code/', { schema: { ...activation.schema, params: byCode } }, activate);
  app.put(
    '/activations/:code/:referralCode/',
    {
      schema: {
        ...activation.schema,
        params: pathParams({
          code: 'The code mailed to the member (single use; it expires).',
          referralCode: "The inviting member's referral id.",
        }),
      },
    },
    activate,
  );

  app.post(
    '/recoveries/',
    {
      config: { rateLimit: PER_IP.recovery },
      schema: {
        summary: 'Mail a password recovery code',
        description: "The same answer whether or not the address is a member's.",
        tags,
        body: recoveryRequestSchema,
        response: { 200: DETAIL },
      },
    },
    async (request) => {
      await accounts.requestRecovery(request.body.email);
      return { detail: A.recoverySent };
    },
  );

  app.get(
    '/recoveries/:code/',
    {
      schema: {
        summary: 'Check a recovery code',
        tags,
        params: byCode,
        response: { 200: z.object({ code_valid: z.literal(true) }) },
      },
    },
    async (request) => {
      await accounts.checkRecovery(request.params.code);
      return { code_valid: true as const };
    },
  );

  app.put(
    '/recoveries/:code/',
    {
      config: { rateLimit: PER_IP.recovery },
      schema: {
        summary: 'Set a new password with a recovery code',
        tags,
        params: byCode,
        body: recoveryResetSchema,
        response: { 200: DETAIL },
      },
    },
    async (request) => {
      await accounts.resetPassword(request.params.code, request.body);
      return { detail: A.passwordChanged };
    },
  );

  app.get(
    '/referrals_url/',
    {
      ...members,
      schema: { summary: "The member's referral link", tags, security: MEMBERS, noInput: true, response: { 200: referralDataSchema } },
    },
    async (request) => accounts.referralData(request.userId!),
  );
}
