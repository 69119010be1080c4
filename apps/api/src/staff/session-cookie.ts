import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieValue } from '../http/session-cookie.js';

// The staff session's cookie (decision 276): a random token (the database keeps its SHA-256),
// HttpOnly, Secure, SameSite=Strict and sent only to the console's calls under /api/ops/, so no
// traveller page and no script ever reads it, and no other site's request carries it.

export const STAFF_COOKIE = 'landline_ops';
export const STAFF_COOKIE_PATH = '/api/ops/';

function cookie(value: string, maxAgeS: number): string {
  return `${STAFF_COOKIE}=${value}; Path=${STAFF_COOKIE_PATH}; Max-Age=${maxAgeS}; HttpOnly; Secure; SameSite=Strict`;
}

export function setStaffCookie(reply: FastifyReply, token: string, maxAgeS: number): void {
  reply.header('set-cookie', cookie(token, maxAgeS));
}

export function clearStaffCookie(reply: FastifyReply): void {
  reply.header('set-cookie', cookie('', 0));
}

/** The session token the browser sent, if any. */
export function staffCookieOf(request: FastifyRequest): string | null {
  return cookieValue(request, STAFF_COOKIE);
}
