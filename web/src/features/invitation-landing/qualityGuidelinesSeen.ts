import { type KeyValueStore, readStored, writeStored } from '../../ui/safeStorage';

/**
 * Whether a networker has been through the quality guidelines in full (the registration modal's step 3,
 * the slideshow's Do's and Don'ts, or the contact wizard's first step), remembered per user in this
 * browser: after that, the other places show a one-line reminder with a link to them instead.
 */
export const qualityGuidelinesKey = (userId: string): string => `qualityGuidelinesSeen_${userId}`;

export function hasSeenQualityGuidelines(store: KeyValueStore, userId: string): boolean {
  // Storage switched off: the guidelines are shown in full each time.
  return readStored(qualityGuidelinesKey(userId), store) === 'seen';
}

export function markQualityGuidelinesSeen(store: KeyValueStore, userId: string): void {
  writeStored(qualityGuidelinesKey(userId), 'seen', store);
}
