/** Longest link name the API accepts; the generated ones stay well below it. */
export const INVITATION_SLUG_MAX_LENGTH = 100;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The spec's slug rule: the operator's own text, trimmed, when given; otherwise the networker's
 * name lower-cased, spaces turned into hyphens, everything but a-z, 0-9 and hyphens dropped,
 * then "-" and a timestamp (milliseconds), which keeps generated slugs unique.
 */
export function invitationSlug(fullName: string, slugInput: string | null | undefined, now: Date): string {
  const chosen = slugInput?.trim();
  if (chosen) return chosen.toLowerCase();
  const fromName = fullName
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return `${fromName || 'invitation'}-${now.getTime()}`;
}

/** A slug the server accepts: lower-case letters and digits in hyphen-separated words. */
export function isValidInvitationSlug(slug: string): boolean {
  return slug.length <= INVITATION_SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug);
}
