import { createHash } from 'node:crypto';

/**
 * A name-based UUID (RFC 9562, version 5: SHA-1 of the namespace's bytes and the name's UTF-8),
 * the same as the uuid package's v5, computed with Node's hash directly: every search names its
 * id this way, and the package's byte conversion and copies were 7% of the server's CPU in the
 * repeated-search benchmark (decision 300).
 */
export function uuidV5(name: string, namespace: string): string {
  const hash = createHash('sha1').update(namespaceBytes(namespace)).update(name, 'utf8').digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.toString('hex', 0, 16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const namespaces = new Map<string, Buffer>();

function namespaceBytes(namespace: string): Buffer {
  let bytes = namespaces.get(namespace);
  if (!bytes) {
    bytes = Buffer.from(namespace.replace(/-/g, ''), 'hex');
    if (bytes.length !== 16) throw new Error(`not a UUID: ${namespace}`);
    namespaces.set(namespace, bytes);
  }
  return bytes;
}
