/**
 * Time zones are IANA names ("America/Chicago"), checked by the platform's Intl: the profile's
 * timeZoneDisplay names the operator's zone, for the local time on their invitation card.
 */

export const TIME_ZONE_MESSAGES = {
  invalid: 'Please choose a time zone from the list, such as America/Chicago.',
} as const;

/** The zone's canonical name when Intl knows it ("america/chicago" → "America/Chicago"), else null. */
export function canonicalTimeZone(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: trimmed }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Whether Intl knows this time zone. */
export const isKnownTimeZone = (name: string): boolean => canonicalTimeZone(name) !== null;

/**
 * A stored zone's canonical name when Intl knows it, else `fallback`: profiles saved before zones
 * were checked may hold free text ("Pacific Time"), which must not be sent back as the choice.
 */
export const knownTimeZoneOr = (name: string | null | undefined, fallback: string): string =>
  (name ? canonicalTimeZone(name) : null) ?? fallback;

/** The zone this browser or server runs in, UTC when it cannot say. */
export function currentTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
