import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock/clock.js';

/** Where security researchers write to (docs/security.md; to be confirmed by the business). */
export const SECURITY_CONTACT = 'mailto:security@landline.com';
/** RFC 9116 wants the file to expire within a year: it is written afresh with each answer. */
const VALID_FOR_MS = 180 * 86_400_000;

/** The RFC 9116 text: how to report a vulnerability. */
export function securityTxt(publicUrl: string, now: Date): string {
  return [
    `Contact: ${SECURITY_CONTACT}`,
    `Expires: ${new Date(now.getTime() + VALID_FOR_MS).toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    'Preferred-Languages: en, fr',
    `Canonical: ${publicUrl}/.well-known/security.txt`,
    '',
  ].join('\n');
}

export function securityTxtRoute(app: FastifyInstance, publicUrl: string, clock: Clock): void {
  app.get('/.well-known/security.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(securityTxt(publicUrl, clock.now())),
  );
}
