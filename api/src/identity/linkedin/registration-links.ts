import type { LinkedInErrorCode, LinkedInRegistrationSearch } from '@referrals/contracts';
import type { PendingLinkedInIdentity } from './linkedin-session.js';

/** Where a signed-in member lands when no invitation waits. */
const HOME_AFTER_SIGN_IN = '/dashboard';

function registrationPage(search: LinkedInRegistrationSearch): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  return `/registration?${query.toString()}`;
}

/** The registration page's error screen. */
export function registrationFailed(error: LinkedInErrorCode): string {
  return registrationPage({ error });
}

/**
 * The registration form, filled with what LinkedIn told. LinkedIn's OpenID Connect profile has no
 * title or company, so the member types them there.
 */
export function registrationForm(identity: PendingLinkedInIdentity, invitationUuid: string | null): string {
  return registrationPage({
    fullName: identity.fullName,
    email: identity.email,
    invitationUuid: invitationUuid ?? undefined,
  });
}

/** A returning member: home, or back to the invitation through the registration page's success flag. */
export function signedInLanding(invitationUuid: string | null): string {
  return invitationUuid
    ? registrationPage({ success: true, invitation: invitationUuid })
    : HOME_AFTER_SIGN_IN;
}
