import {
  canonicalTimeZone,
  OPERATOR_REGION_FALLBACK,
  type PublicOperatorProfile,
} from '@referrals/contracts';

/** Up to two initials, from the first and last word: "Nora van Networker" → "NN". */
export function personInitials(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words.length > 1 ? words.at(-1) : undefined;
  return [first, last]
    .map((word) => (word ? Array.from(word)[0] : undefined))
    .filter((letter): letter is string => letter !== undefined)
    .join('')
    .toLocaleUpperCase();
}

/** The operator card's place: the region, else the location, else SF (spec). */
export function operatorRegion(profile: Pick<PublicOperatorProfile, 'region' | 'location'>): string {
  return profile.region.trim() || profile.location.trim() || OPERATOR_REGION_FALLBACK;
}

/**
 * The profile's time zone when it is one the browser knows (an IANA name), else undefined: the
 * viewer's (a profile saved before it had a zone; the profile form fills one in from the browser).
 */
export function knownTimeZone(timeZone: string): string | undefined {
  return canonicalTimeZone(timeZone) ?? undefined;
}

/** "3:07 PM PST": the time at `timeZone` (the viewer's when undefined), with the zone's short name. */
export function formatLocalTime(now: Date, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(now);
}

/** A link's address without its scheme and trailing slash, for display: "https://acme.com/" → "acme.com". */
export function displayAddress(url: string): string {
  return url
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/+$/, '');
}

/** A tel: link's number: digits and a leading plus only. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
