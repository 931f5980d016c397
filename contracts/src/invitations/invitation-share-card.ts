import { describeTerms, termsOfInvitation } from '../bounties/bounty-terms.js';
import type { PublicOperatorProfile } from '../operators/operator-profile.js';
import type { PublicInvitation } from './invitation-api-types.js';

/** The first word of a name ("Nora" for "Nora Networker"), the whole trimmed name when it has one word. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/** The invitation page's greeting: 'Hi {first name}!', or 'Hi there!' on a link for anyone. */
export function invitationGreeting(invitation: Pick<PublicInvitation, 'kind' | 'inviteeName'>): string {
  const name = invitation.kind === 'generic' ? '' : firstName(invitation.inviteeName);
  return name ? `Hi ${name}!` : 'Hi there!';
}

/** What a shared invitation link unfurls into (Open Graph and Twitter cards), and the page's title. */
export interface InvitationShareCard {
  title: string;
  description: string;
  /** The operator's photo when it is a web address, else null (the product's own card image). */
  imageUrl: string | null;
}

const WEB_ADDRESS = /^https?:\/\/\S+$/i;

/**
 * An active invitation's card names the operator, their company and the bounties, in the page's words;
 * a closed one says only that it is closed, so an old link no longer advertises bounties.
 */
export function invitationShareCard(
  invitation: PublicInvitation,
  /** Null while the operator has no profile: the invitation's own name for them then. */
  operator: Pick<PublicOperatorProfile, 'fullName' | 'title' | 'company' | 'profileImageUrl'> | null,
): InvitationShareCard {
  const name = operator?.fullName.trim() || invitation.fromUser.trim();
  if (invitation.status !== 'active') {
    return {
      title: `An invitation from ${name}`,
      description: 'This invitation is no longer active.',
      imageUrl: null,
    };
  }
  const role = [operator?.title.trim(), operator?.company.trim()].filter(Boolean).join(' at ');
  const who = role ? `${name} (${role})` : name;
  const terms = describeTerms(termsOfInvitation(invitation));
  const offer = terms.lines.length > 0 ? `${terms.headline}: ${terms.summary}.` : `${terms.headline}.`;
  const image = operator?.profileImageUrl.trim() ?? '';
  return {
    title: `${name} wants to connect with you`,
    description: `${invitationGreeting(invitation)} ${who} asks for your warm introductions. ${offer}`,
    imageUrl: WEB_ADDRESS.test(image) ? image : null,
  };
}
