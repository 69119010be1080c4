import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ACCOUNT_MESSAGES as A,
  loginSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  recoveryRequestSchema,
  recoveryResetSchema,
  refreshSchema,
  registerSchema,
} from '@landline/shared';
import { ApiError, parseInput } from '../http/errors.js';
import type { AccountService } from './service.js';
import type { AccessClaims, TokenSigner } from './tokens.js';

/** Per-IP limits (on top of the per-account limit on wrong passwords in the service). */
const PER_IP = {
  register: { max: 10, timeWindow: '1 minute' },
  login: { max: 30, timeWindow: '1 minute' },
  recovery: { max: 5, timeWindow: '1 minute' },
};

/** The user of a request: `Authorization: JWT <access>` (Bearer accepted too). */
export function authenticator(signer: TokenSigner) {
  return async (request: FastifyRequest): Promise<string> => {
    const header = request.headers.authorization;
    const match = header ? /^(?:JWT|Bearer)\s+(\S+)$/i.exec(header) : null;
    if (!match) throw new ApiError(401, { detail: A.notAuthenticated, code: 'not_authenticated' });
    const claims = await signer.verify<AccessClaims>(match[1], 'access');
    if (!claims) throw new ApiError(401, { detail: A.tokenInvalid, code: 'token_not_valid' });
    return claims.sub;
  };
}

type Code = { Params: { code: string; referralCode?: string } };

export function accountRoutes(app: FastifyInstance, accounts: AccountService, signer: TokenSigner): void {
  const userOf = authenticator(signer);

  app.post('/users/', { config: { rateLimit: PER_IP.register } }, async (request, reply) => {
    const tokens = await accounts.register(parseInput(registerSchema, request.body));
    return reply.code(201).send(tokens);
  });

  app.post('/sessions/', { config: { rateLimit: PER_IP.login } }, async (request) =>
    accounts.login(parseInput(loginSchema, request.body), request.ip),
  );

  app.post('/refresh_sessions/', async (request) => accounts.refresh(parseInput(refreshSchema, request.body).refresh));

  app.get('/profile/', async (request) => accounts.profile(await userOf(request)));

  app.put('/profile/', async (request) => {
    const userId = await userOf(request);
    return accounts.updateProfile(userId, parseInput(profileUpdateSchema, request.body));
  });

  app.put('/v2/accounts/password/change/', async (request) => {
    const userId = await userOf(request);
    await accounts.changePassword(userId, parseInput(passwordChangeSchema, request.body));
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

  app.get('/referrals_url/', async (request) => accounts.referralData(await userOf(request)));
}
