import type { FastifyRequest } from 'fastify';

/**
 * A connection from this machine, not relayed by a proxy on it for someone else: what the
 * development mailbox and /metrics answer without a credential (decisions 230, 269).
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const loopback = address === '::1' || /^(::ffff:)?127\./.test(address);
  return loopback && !request.headers['x-forwarded-for'] && !request.headers.forwarded;
}
