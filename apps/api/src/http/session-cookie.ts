import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_TTL_S } from './tokens.js';

// The browser's refresh token lives in a cookie its scripts cannot read:
// HttpOnly, Secure (browsers count http://localhost as secure), SameSite=Strict, sent only to
// POST and DELETE refresh_sessions/. The calls it authenticates also check where a request
// comes from, so another site can neither refresh nor end a session.

export const REFRESH_COOKIE = 'landline_refresh';

/** The one path the cookie is sent to: refresh (POST) and logout (DELETE). */
export const REFRESH_COOKIE_PATH = '/api/refresh_sessions/';

function cookie(value: string, maxAgeS: number): string {
  return `${REFRESH_COOKIE}=${value}; Path=${REFRESH_COOKIE_PATH}; Max-Age=${maxAgeS}; HttpOnly; Secure; SameSite=Strict`;
}

export function setRefreshCookie(reply: FastifyReply, token: string): void {
  reply.header('set-cookie', cookie(token, REFRESH_TTL_S));
}

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.header('set-cookie', cookie('', 0));
}

/** The header by which a non-browser client asks register and login for the refresh token in the body (decision 234). */
export const REFRESH_IN_BODY_HEADER = 'x-refresh-token';

/** True when the request asks for the refresh token in the answer's body (`X-Refresh-Token: body`). */
export function wantsRefreshInBody(request: FastifyRequest): boolean {
  return String(request.headers[REFRESH_IN_BODY_HEADER] ?? '').toLowerCase() === 'body';
}

/** The value of the cookie `name` the request carries, if any. */
export function cookieValue(request: FastifyRequest, name: string): string | null {
  for (const part of String(request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name && value.length) return value.join('=') || null;
  }
  return null;
}

/** The refresh token the browser sent in its cookie, if any. */
export function refreshCookieOf(request: FastifyRequest): string | null {
  return cookieValue(request, REFRESH_COOKIE);
}

/**
 * Where a browser says a request comes from: 'same' (this site), 'cross' (another site, or an
 * opaque 'null' origin) or 'unknown' (no Origin and no Sec-Fetch-Site: not a browser's fetch).
 * This site is PUBLIC_URL's origin or the request's own host.
 */
export function requestSite(request: FastifyRequest, publicUrl: string): 'same' | 'cross' | 'unknown' {
  const origin = request.headers.origin;
  if (origin) {
    if (origin === new URL(publicUrl).origin) return 'same';
    try {
      return new URL(origin).host === request.headers.host ? 'same' : 'cross';
    } catch {
      return 'cross';
    }
  }
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite) return fetchSite === 'same-origin' ? 'same' : 'cross';
  return 'unknown';
}
