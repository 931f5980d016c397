import {
  formatWholeDollars,
  OPERATOR_REGION_FALLBACK,
  type PublicOperatorProfile,
  type PublicInvitation,
  toCents,
} from '@referrals/contracts';

export type BountyKind = 'intro' | 'meeting' | 'win';

export interface BountyLine {
  kind: BountyKind;
  label: string;
  /** When it is paid, in the networker's terms. */
  when: string;
  /** Whole dollars, floored: "$250" for 250.75. */
  amount: string;
}

export interface BountySummary {
  /** The bounties offered, in the order they are earned; those not offered are left out. */
  lines: BountyLine[];
  /** Intro + meeting + win per prospect, floored; null when no bounty is offered. */
  total: string | null;
}

type InvitationBountyFields = Pick<
  PublicInvitation,
  'introEmailBounty' | 'referralBounty' | 'revShareBounty'
>;

const BOUNTY_KINDS: ReadonlyArray<{
  kind: BountyKind;
  field: keyof InvitationBountyFields;
  label: string;
  when: string;
}> = [
  {
    kind: 'intro',
    field: 'introEmailBounty',
    label: 'Intro',
    when: 'When your contact replies to the intro',
  },
  { kind: 'meeting', field: 'referralBounty', label: 'Meeting', when: 'When the meeting takes place' },
  { kind: 'win', field: 'revShareBounty', label: 'Win', when: 'When they become a customer' },
];

/**
 * The invitation's bounties as the page shows them (spec: intro, meeting and win, floored to whole
 * dollars). The total adds the exact amounts in cents and is floored once, so it is what a networker
 * earns per prospect, not the sum of the rounded figures.
 */
export function bountySummary(invitation: InvitationBountyFields): BountySummary {
  const offered = BOUNTY_KINDS.flatMap(({ kind, field, label, when }) => {
    const cents = bountyCents(invitation[field]);
    return cents === null ? [] : [{ kind, label, when, cents }];
  });
  const totalCents = offered.reduce((sum, line) => sum + line.cents, 0);
  return {
    lines: offered.map(({ cents, ...line }) => ({ ...line, amount: formatWholeDollars(cents / 100) })),
    total: offered.length > 0 ? formatWholeDollars(totalCents / 100) : null,
  };
}

/** A bounty's decimal string in cents; null when the operator offers none of that kind. */
export function bountyCents(decimal: string | null): number | null {
  if (decimal === null || decimal.trim() === '' || !Number.isFinite(Number(decimal))) return null;
  return toCents(Number(decimal));
}

/** The first word of a name ("Nora" for "Nora Networker"), the whole trimmed name when it has one word. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

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

/** The profile's time zone when it is one the browser knows (an IANA name), else undefined: the viewer's. */
export function knownTimeZone(timeZone: string): string | undefined {
  const name = timeZone.trim();
  if (!name) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
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

/** The non-blank entries of a list, trimmed, at most `limit` of them. */
export function shownEntries(entries: readonly string[], limit = Infinity): string[] {
  return entries
    .map((entry) => entry.trim())
    .filter(Boolean)
    .slice(0, limit);
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
