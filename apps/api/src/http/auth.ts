// Who sends a request, as a Fastify plugin (decision 259): the session's claims from
// `Authorization: JWT <access>`, the spec's `lastname` header a guest gives with a booking
// reference, and the client's address. Registered once by the app before the routes; every
// feature's routes read the asker through the decorators below, so none imports another's routes.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ACCOUNT_MESSAGES as A } from '@landline/shared/messages';
import { UnauthorizedError } from './errors.js';
import type { AccessClaims, TokenSigner } from './tokens.js';

/** Who asks to open a booking: a member's session, a guest's last name, and the client (its limits). */
export interface Asker {
  userId: string | null;
  lastName?: string;
  cartId?: string;
  client?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The pre-handler of members-only calls: 401 without a valid session (`not_authenticated`,
     * or `token_not_valid`), else `request.session` and `request.userId` are the session's.
     */
    authenticate(request: FastifyRequest): Promise<void>;
  }

  interface FastifyRequest {
    /** The session's claims, set by `app.authenticate` (null on a call without it). */
    session: AccessClaims | null;
    /** The session's user, set by `app.authenticate` (null on a call without it). */
    userId: string | null;
    /**
     * The session's user, or null when the request sends no session (a guest); a session sent
     * that is not valid is refused (401). Asked where the handler needs it, after its own input.
     */
    optionalUser(): Promise<string | null>;
    /** Who asks to open a booking: the session (if any, as optionalUser), the lastname header and the client's address. */
    asker(): Promise<Asker>;
  }
}

/** The claims of the request's `Authorization: JWT <access>` (Bearer accepted too), or a 401. */
async function sessionOf(request: FastifyRequest, signer: TokenSigner): Promise<AccessClaims> {
  const header = request.headers.authorization;
  const match = header ? /^(?:JWT|Bearer)\s+(\S+)$/i.exec(header) : null;
  if (!match) throw new UnauthorizedError(A.notAuthenticated, 'not_authenticated');
  const claims = await signer.verify<AccessClaims>(match[1], 'access');
  if (!claims) throw new UnauthorizedError(A.tokenInvalid, 'token_not_valid');
  return claims;
}

/** The spec's `lastname` header: the last name a guest gave with the booking reference. */
function lastNameOf(request: FastifyRequest): string | undefined {
  const header = request.headers.lastname;
  const value = Array.isArray(header) ? header[0] : header;
  // Header values are Latin-1 on the wire; a browser sends a non-ASCII name percent-encoded.
  if (!value) return undefined;
  try {
    return decodeURIComponent(value).slice(0, 100);
  } catch {
    return value.slice(0, 100);
  }
}

async function authenticationPlugin(app: FastifyInstance, options: { signer: TokenSigner }): Promise<void> {
  const { signer } = options;
  const optionalUser = async (request: FastifyRequest): Promise<string | null> =>
    request.headers.authorization ? (await sessionOf(request, signer)).sub : null;

  app.decorateRequest('session', null);
  app.decorateRequest('userId', null);
  app.decorateRequest('optionalUser', function (this: FastifyRequest) {
    return optionalUser(this);
  });
  app.decorateRequest('asker', async function (this: FastifyRequest): Promise<Asker> {
    return { userId: await optionalUser(this), lastName: lastNameOf(this), client: this.ip };
  });
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const session = await sessionOf(request, signer);
    request.session = session;
    request.userId = session.sub;
  });
}

/**
 * Authentication for the whole app: fastify-plugin lifts the decorators out of the plugin's own
 * scope, so the routes registered after it (under any prefix) see them.
 */
export const authentication = fp(authenticationPlugin, { name: 'authentication', fastify: '5.x' });
