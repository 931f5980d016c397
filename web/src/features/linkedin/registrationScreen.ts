import {
  AUTH_UI_MESSAGES,
  LINKEDIN_ERRORS,
  type LinkedInProfileData,
  type LinkedInRegistrationSearch,
} from '@referrals/contracts';

/** What /registration shows for its query parameters. */
export type RegistrationScreen =
  | { kind: 'error'; message: string }
  | { kind: 'form'; profile: LinkedInProfileData; invitationUuid?: string }
  | { kind: 'redirect'; href: string };

const TEXT_PARAMETERS = [
  'fullName',
  'email',
  'title',
  'company',
  'invitationUuid',
  'error',
  'invitation',
] as const;

/**
 * The page's query parameters, typed. The router parses values as JSON where it can, so a company
 * called "1999" arrives as a number and `success=true` as a boolean; both are read back as text.
 */
export function readRegistrationSearch(raw: Record<string, unknown>): LinkedInRegistrationSearch {
  const search: LinkedInRegistrationSearch = {};
  for (const name of TEXT_PARAMETERS) {
    const value = raw[name];
    if (typeof value === 'string' || typeof value === 'number') search[name] = String(value);
  }
  if (raw.success === true || raw.success === 'true') search.success = true;
  return search;
}

export function invitationPage(invitationUuid: string): string {
  return `/networker_invitation_page/${encodeURIComponent(invitationUuid)}`;
}

/** Where a member goes once signed in: back to their invitation, else home. */
export function landingAfterSignIn(invitationUuid: string | undefined): string {
  return invitationUuid ? invitationPage(invitationUuid) : '/dashboard';
}

function linkedInErrorMessage(code: string): string {
  return Object.hasOwn(LINKEDIN_ERRORS, code)
    ? LINKEDIN_ERRORS[code as keyof typeof LINKEDIN_ERRORS]
    : AUTH_UI_MESSAGES.unknownError;
}

/**
 * The spec's order: an error wins; a returning member with an invitation goes on to it; the imported
 * profile shows the form (LinkedIn always gives the email, the name may be missing and typed in);
 * anything else goes home.
 */
export function registrationScreen(search: LinkedInRegistrationSearch): RegistrationScreen {
  if (search.error !== undefined) return { kind: 'error', message: linkedInErrorMessage(search.error) };
  if (search.success && search.invitation)
    return { kind: 'redirect', href: invitationPage(search.invitation) };
  if (search.email) {
    return {
      kind: 'form',
      profile: {
        fullName: search.fullName ?? '',
        email: search.email,
        title: search.title ?? '',
        company: search.company ?? '',
      },
      invitationUuid: search.invitationUuid,
    };
  }
  return { kind: 'redirect', href: '/' };
}
