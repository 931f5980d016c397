import { createHash } from 'node:crypto';

/**
 * A company's id follows from its name key (an RFC 4122 version-5-style uuid of a SHA-256),
 * so two operators adding "Acme" at the same moment write to the same stream and one of
 * them simply finds it there.
 */
export function companyIdFor(nameKey: string): string {
  const bytes = createHash('sha256').update(`company:${nameKey}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
