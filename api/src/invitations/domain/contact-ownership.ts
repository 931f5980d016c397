import { contactAlreadyClaimedMessage, contactRepeatedMessage } from '@referrals/contracts';
import { refuse, type Refusal } from '../../kernel/decider.js';

export type ContactOwnershipRefusalCode = 'contact_repeated' | 'contact_claimed';

/** A contact a submission is about to take, with the protection it will hold. */
export interface ContactClaim {
  prospectId: string;
  prospectName: string;
  contactKey: string;
  claimedAt: Date;
  protectedUntil: Date;
}

/** The operator's claim on a contact key as it stands: who holds it, and until when. */
export interface StandingClaim {
  networkerUserId: string;
  protectedUntil: Date;
}

/**
 * The ownership window: the first networker to bring a contact to an operator holds it until its
 * protection ends, and nobody (the holder included) submits it to that operator again meanwhile;
 * after that, a new submission takes it over. One submission names each contact once.
 */
export function decideContactClaims(
  networkerUserId: string,
  claims: readonly ContactClaim[],
  standing: ReadonlyMap<string, StandingClaim>,
): Refusal<ContactOwnershipRefusalCode> | null {
  const seen = new Set<string>();
  for (const claim of claims) {
    if (seen.has(claim.contactKey))
      return refuse('contact_repeated', contactRepeatedMessage(claim.prospectName));
    seen.add(claim.contactKey);
  }
  for (const claim of claims) {
    const holder = standing.get(claim.contactKey);
    if (holder && holder.protectedUntil > claim.claimedAt) {
      return refuse(
        'contact_claimed',
        contactAlreadyClaimedMessage(claim.prospectName, {
          ownedBySubmitter: holder.networkerUserId === networkerUserId,
          protectedUntil: holder.protectedUntil,
        }),
      );
    }
  }
  return null;
}
