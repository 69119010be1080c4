import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES as A } from '@landline/shared/messages';
import {
  loginSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  recoveryRequestSchema,
  recoveryResetSchema,
  refreshSchema,
  registerSchema,
} from '@landline/shared/schemas';
import type { AccessToken, TokenPair } from '@landline/shared/schemas';
import { ForbiddenError, parseInput } from '../http/errors.js';
import type { AccountService } from './service.js';
import { clearRefreshCookie, refreshCookieOf, requestSite, setRefreshCookie, wantsRefreshInBody } from '../http/session-cookie.js';

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

type Code = { Params: { code: string; referralCode?: string } };

export function accountRoutes(app: FastifyInstance, accounts: AccountService, publicUrl: string): void {
  const members = { preHandler: app.authenticate };
  /** Calls that set the refresh cookie: refused when a browser says another site sent them. */
  const notCrossSite = (request: FastifyRequest) => {
    if (requestSite(request, publicUrl) === 'cross') throw new ForbiddenError(A.crossSite);
  };
  /** Calls the cookie authenticates: only when a browser says this site sent them (CSRF). */
  const sameSiteOnly = (request: FastifyRequest) => {
    if (requestSite(request, publicUrl) !== 'same') throw new ForbiddenError(A.crossSite);
  };

  // Register and login: the access token, the refresh token in the cookie; the spec's pair only
  // to a client that asks for it with `X-Refresh-Token: body` (sessionAnswer).
  app.post('/users/', { config: { rateLimit: PER_IP.register } }, async (request, reply) => {
    notCrossSite(request);
    const tokens = await accounts.register(parseInput(registerSchema, request.body));
    return reply.code(201).send(sessionAnswer(request, reply, tokens));
  });

  app.post('/sessions/', { config: { rateLimit: PER_IP.login } }, async (request, reply) => {
    notCrossSite(request);
    const tokens = await accounts.login(parseInput(loginSchema, request.body), request.ip);
    return sessionAnswer(request, reply, tokens);
  });

  // {refresh} in the body: the pair, as the spec says. Without it, the browser's cookie: the
  // access token only, the new refresh token back in the cookie (a script never sees one).
  app.post('/refresh_sessions/', async (request, reply) => {
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
  });

  // Logout: the session of the refresh token (body or cookie) ends on the server.
  app.delete('/refresh_sessions/', async (request, reply) => {
    const named = namesRefresh(request.body) ? parseInput(refreshSchema, request.body).refresh : null;
    if (!named) sameSiteOnly(request);
    await accounts.logout(named ?? refreshCookieOf(request));
    clearRefreshCookie(reply);
    return reply.code(204).send();
  });

  app.get('/profile/', members, async (request) => accounts.profile(request.userId!));

  app.put('/profile/', members, async (request) => accounts.updateProfile(request.userId!, parseInput(profileUpdateSchema, request.body)));

  app.put('/v2/accounts/password/change/', members, async (request) => {
    const session = request.session!;
    await accounts.changePassword(session.sub, parseInput(passwordChangeSchema, request.body), session.fam ?? null);
    return { detail: A.passwordChanged };
  });

  const activate = async (request: FastifyRequest<Code>) => {
    await accounts.activate(request.params.code, request.params.referralCode);
    return { detail: A.emailConfirmed };
  };
  app.put<Code>('/activations/:code/', activate);
  app.put<Code>('/activations/:code/:referralCode/', activate);

  app.post('/recoveries/', { config: { rateLimit: PER_IP.recovery } }, async (request) => {
    const { email } = parseInput(recoveryRequestSchema, request.body);
    await accounts.requestRecovery(email);
    return { detail: A.recoverySent };
  });

  app.get<Code>('/recoveries/:code/', async (request) => {
    await accounts.checkRecovery(request.params.code);
    return { code_valid: true };
  });

  app.put<Code>('/recoveries/:code/', { config: { rateLimit: PER_IP.recovery } }, async (request) => {
    await accounts.resetPassword(request.params.code, parseInput(recoveryResetSchema, request.body));
    return { detail: A.passwordChanged };
  });

  app.get('/referrals_url/', members, async (request) => accounts.referralData(request.userId!));
}
