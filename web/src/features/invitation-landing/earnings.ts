import {
  describeTerms,
  fixedCents,
  formatWholeDollars,
  type PublicInvitation,
  termsOfInvitation,
  type TermsDescription,
  type TermsFields,
} from '@referrals/contracts';

export interface ContactEarnings {
  /** The invitation's terms as every screen words them. */
  terms: TermsDescription;
  /** The fixed amounts one approved contact can earn, in cents (the revenue share comes on top). */
  fixedCentsPerContact: number;
}

/** What one contact can earn on this invitation. */
export function contactEarnings(invitation: Pick<PublicInvitation, keyof TermsFields>): ContactEarnings {
  const terms = termsOfInvitation(invitation);
  return { terms: describeTerms(terms), fixedCentsPerContact: fixedCents(terms) };
}

/** Whole dollars, floored, as the page shows bounties. */
export const dollars = (amountInCents: number): string => formatWholeDollars(amountInCents / 100);
