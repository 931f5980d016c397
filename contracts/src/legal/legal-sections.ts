/**
 * The legal documents page's sections, in page order. Their ids are the spec's anchors: links
 * elsewhere (a registration form's terms, the footer) point at `/legal#<id>`.
 */
export const LEGAL_SECTIONS = [
  { id: 'terms', title: 'Terms of Service' },
  { id: 'user-agreement', title: 'User Agreement' },
  { id: 'fees', title: 'Fees and Billing' },
  { id: 'bounty-terms', title: 'Bounty Terms' },
  { id: 'escrow', title: 'Escrow and Payouts' },
  { id: 'membership', title: 'Membership' },
  { id: 'referral', title: 'Referral Standards' },
  { id: 'non-circumvention', title: 'Non-Circumvention' },
  { id: 'acceptable-use', title: 'Acceptable Use' },
  { id: 'ip-ownership', title: 'Intellectual Property' },
  { id: 'dispute-resolution', title: 'Dispute Resolution' },
  { id: 'cookie-policy', title: 'Cookie Policy' },
  { id: 'privacy', title: 'Privacy Policy' },
  { id: 'california', title: 'California Privacy Rights' },
] as const;

export type LegalSectionId = (typeof LEGAL_SECTIONS)[number]['id'];

export const LEGAL_PATH = '/legal';

/** Where a link to one legal section goes. */
export const legalSectionHref = (id: LegalSectionId): string => `${LEGAL_PATH}#${id}`;

export function isLegalSectionId(value: string): value is LegalSectionId {
  return LEGAL_SECTIONS.some((section) => section.id === value);
}
