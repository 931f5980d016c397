import { createHash } from 'node:crypto';

/** The RFC 4122 URL namespace; any fixed namespace would do, this one is well known. */
const NAMESPACE = '6ba7b811-9dad-11d1-80b4-00c04fd430c8';

/** A name-based (version 5) UUID: the same name always gives the same id. */
export function uuidV5(name: string, namespace: string = NAMESPACE): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The one conversation of an operator and a networker. Derived from the pair, so every
 * acceptance between them (and every replay of one) names the same conversation.
 */
export function conversationIdFor(operatorId: string, networkerUserId: string): string {
  return uuidV5(`conversation:${operatorId}:${networkerUserId}`);
}
