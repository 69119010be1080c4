import { isIP } from 'node:net';
import type { FastifyServerOptions } from 'fastify';

/**
 * The reverse proxies whose X-Forwarded-For the server believes (TRUST_PROXY): how many stand in
 * front of it, or their addresses (IPs and CIDR ranges). Per-IP limits key on the client this
 * gives; with none, the client is the connection's address and X-Forwarded-For is ignored.
 */
export type TrustedProxies = number | string[];

const MAX_HOPS = 10;

/** Reads TRUST_PROXY ('2', '10.0.0.0/8, 192.0.2.10'); undefined when it is neither. */
export function parseTrustedProxies(text: string): TrustedProxies | undefined {
  if (/^\d+$/.test(text.trim())) {
    const hops = Number(text);
    return hops >= 1 && hops <= MAX_HOPS ? hops : undefined;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : undefined;
}

function isAddressOrRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/** Fastify's `trustProxy` for TRUST_PROXY. */
export function trustProxyOption(trusted: TrustedProxies | undefined): FastifyServerOptions['trustProxy'] {
  if (trusted === undefined) return false;
  // Fastify ignores a bare number (it cannot tell a proxy from a client that wrote the header
  // itself); counting hops is the operator's promise that only the proxies reach this server.
  if (typeof trusted === 'number') return (_address: string, hop: number) => hop < trusted;
  return trusted;
}
