// Who sends a request: the session's claims from `Authorization: JWT <access>`, the spec's
// `lastname` header a guest gives with a booking reference, and the client's address. Every
// feature's routes read the asker here, so no feature imports another's routes to find it.
import type { FastifyRequest } from 'fastify';
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

/** The session of a request: the claims of its `Authorization: JWT <access>` (Bearer accepted too). */
export function sessionAuthenticator(signer: TokenSigner) {
  return async (request: FastifyRequest): Promise<AccessClaims> => {
    const header = request.headers.authorization;
    const match = header ? /^(?:JWT|Bearer)\s+(\S+)$/i.exec(header) : null;
    if (!match) throw new UnauthorizedError(A.notAuthenticated, 'not_authenticated');
    const claims = await signer.verify<AccessClaims>(match[1], 'access');
    if (!claims) throw new UnauthorizedError(A.tokenInvalid, 'token_not_valid');
    return claims;
  };
}

/** The user of a request (see sessionAuthenticator). */
export function authenticator(signer: TokenSigner) {
  const sessionOf = sessionAuthenticator(signer);
  return async (request: FastifyRequest): Promise<string> => (await sessionOf(request)).sub;
}

/** The session's user id, or null when the request sends no session (a guest); a bad session is refused. */
export function optionalAuthenticator(signer: TokenSigner) {
  const userOf = authenticator(signer);
  return (request: FastifyRequest): Promise<string | null> => (request.headers.authorization ? userOf(request) : Promise.resolve(null));
}

/** The spec's `lastname` header: the last name a guest gave with the booking reference. */
export function lastNameOf(request: FastifyRequest): string | undefined {
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

/** Who asks, from the session (if any), the lastname header and the client's address (its limits). */
export async function askerOf(request: FastifyRequest, signer: TokenSigner): Promise<Asker> {
  return { userId: await optionalAuthenticator(signer)(request), lastName: lastNameOf(request), client: request.ip };
}
