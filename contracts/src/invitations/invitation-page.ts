import type { PublicOperatorProfile } from '../operators/operator-profile.js';
import type { PublicRecommendedProspect } from './invitation-api-types.js';
import { INVITATION_PREVIEW_LIMITS } from './invitation-messages.js';

/** The invitation page's buttons, in the spec's words (the public page and its preview). */
export const INVITATION_PAGE_LABELS = {
  happyToHelp: "I'm happy to help!",
  questionsFirst: 'I have questions first',
  canHelp: 'I can help!',
  scheduleCall: 'Schedule a call',
  notAFit: 'Not a fit this time',
} as const;

/** The preview's ask-a-question form pretends to send for 1 s, then shows its confirmation for 3 s. */
export const INVITATION_PREVIEW_QUESTION_TIMING = { sendingMs: 1000, closeAfterMs: 3000 } as const;

/** The operator card refreshes the operator's local time this often (spec: 60 s). */
export const OPERATOR_LOCAL_TIME_REFRESH_MS = 60_000;

/** The operator card's region when the profile names neither a region nor a location (spec: SF). */
export const OPERATOR_REGION_FALLBACK = 'SF';

/** Where 'I'm happy to help!' leads; the spec's slug here is the invitation's uuid. */
export const networkerRegistrationPath = (uuid: string): string =>
  `/networker-registration/${encodeURIComponent(uuid)}`;

/**
 * The companies whose avatars the invitation page may show, each once, as the avatar names them
 * (trimmed): the operator's company and product, their customers and targets, the recommended people's
 * companies. The server puts the logos it already knows for them in the page's first response, so the
 * browser asks for none of those.
 */
export function invitationPageCompanies(
  profile: Pick<PublicOperatorProfile, 'company' | 'productName' | 'customers' | 'targetProspects'>,
  prospects: readonly Pick<PublicRecommendedProspect, 'prospectCompany'>[],
): string[] {
  const names = shownEntries([
    profile.company,
    profile.productName,
    ...prospects.map((prospect) => prospect.prospectCompany ?? ''),
  ]);
  const customers = shownEntries(profile.customers, INVITATION_PREVIEW_LIMITS.customers);
  const targets = shownEntries(profile.targetProspects, INVITATION_PREVIEW_LIMITS.targetProspects);
  return [...new Set([...names, ...customers, ...targets])];
}

/** The non-blank entries of a list, trimmed, at most `limit` of them. */
export function shownEntries(entries: readonly string[], limit = Infinity): string[] {
  return entries
    .map((entry) => entry.trim())
    .filter(Boolean)
    .slice(0, limit);
}
