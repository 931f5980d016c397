/**
 * Ownership protection: the first networker to bring a contact to an operator owns the
 * introduction for a while, and nobody (the owner included) can submit that contact to the
 * same operator again meanwhile. A contact is known by its LinkedIn profile address, or by its
 * name and company when it has none.
 */

/** Days a submitted contact stays its networker's (the OWNERSHIP_PROTECTION_DAYS default). */
export const DEFAULT_OWNERSHIP_PROTECTION_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The LinkedIn profile slug of an address such as `https://uk.linkedin.com/in/Jane-Doe/?trk=x`, lowercased. */
function linkedinProfileSlug(url: string): string | null {
  const match = /linkedin\.com\/in\/([^/?#\s]+)/i.exec(url);
  if (!match?.[1]) return null;
  let slug = match[1];
  try {
    slug = decodeURIComponent(slug);
  } catch {
    // A malformed escape is kept as typed: it still identifies the same address.
  }
  return slug.normalize('NFKC').toLowerCase();
}

/** Case, accents' composed forms, punctuation and spacing do not make a different person or company. */
function normalizedWords(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export interface ContactIdentityFields {
  prospectName: string;
  prospectCompany?: string | null | undefined;
  prospectLinkedinUrl?: string | null | undefined;
}

/**
 * The key two submissions of one contact share: `linkedin:<profile slug>` when the contact has a
 * LinkedIn profile address, else `name:<name>|<company>` with case, punctuation and spacing ignored.
 */
export function contactKey(contact: ContactIdentityFields): string {
  const slug = contact.prospectLinkedinUrl ? linkedinProfileSlug(contact.prospectLinkedinUrl) : null;
  if (slug) return `linkedin:${slug}`;
  return `name:${normalizedWords(contact.prospectName)}|${normalizedWords(contact.prospectCompany ?? '')}`;
}

/** The end of the owner's protection for a contact submitted at `submittedAt`. */
export function protectedUntil(submittedAt: Date, protectionDays: number): Date {
  return new Date(submittedAt.getTime() + protectionDays * DAY_MS);
}

/** How a protection date reads in messages: "Feb 19, 2027". */
export function formatProtectionDate(date: Date): string {
  return date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Why a contact cannot be submitted: the wording differs for its owner, who learns until when it is theirs. */
export function contactAlreadyClaimedMessage(
  prospectName: string,
  claim: { ownedBySubmitter: boolean; protectedUntil: Date },
): string {
  return claim.ownedBySubmitter
    ? `You already submitted ${prospectName} to this operator; the introduction is protected for you until ${formatProtectionDate(claim.protectedUntil)}.`
    : `${prospectName} is already in this operator's pipeline, introduced by another networker, so it cannot be submitted again.`;
}

/** The same contact twice in one submission. */
export function contactRepeatedMessage(prospectName: string): string {
  return `${prospectName} appears more than once in this submission; submit each contact once.`;
}
