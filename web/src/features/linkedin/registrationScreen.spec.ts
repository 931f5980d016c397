import { describe, expect, it } from '@jest/globals';
import { readRegistrationSearch, registrationScreen } from './registrationScreen';

const INVITATION = '6f1c2d1e-4b7a-4c3e-9a7b-2f7e1d9c0a11';

describe('what /registration shows for its query parameters', () => {
  it('names a known LinkedIn error, and any other error as unknown', () => {
    expect(registrationScreen({ error: 'linkedin_auth_failed' })).toEqual({
      kind: 'error',
      message: 'LinkedIn authentication failed',
    });
    expect(registrationScreen({ error: 'linkedin_callback_failed', email: 'ada@example.test' })).toEqual({
      kind: 'error',
      message: 'LinkedIn callback failed',
    });
    expect(registrationScreen({ error: 'toString' })).toEqual({
      kind: 'error',
      message: 'Unknown error occurred',
    });
  });

  it('sends a returning member with an invitation on to the invitation page', () => {
    expect(registrationScreen({ success: true, invitation: INVITATION })).toEqual({
      kind: 'redirect',
      href: `/networker_invitation_page/${INVITATION}`,
    });
  });

  it('shows the form with the imported profile and the invitation to return to', () => {
    expect(
      registrationScreen({
        fullName: 'Ada Example',
        email: 'ada@example.test',
        company: 'Engines Ltd',
        invitationUuid: INVITATION,
      }),
    ).toEqual({
      kind: 'form',
      profile: { fullName: 'Ada Example', email: 'ada@example.test', title: '', company: 'Engines Ltd' },
      invitationUuid: INVITATION,
    });
  });

  it('goes home with neither a profile nor an error', () => {
    expect(registrationScreen({})).toEqual({ kind: 'redirect', href: '/' });
    expect(registrationScreen({ fullName: 'Ada Example' })).toEqual({ kind: 'redirect', href: '/' });
    expect(registrationScreen({ success: true })).toEqual({ kind: 'redirect', href: '/' });
  });
});

describe('the query parameters as the router hands them over', () => {
  it('reads values the router parsed as JSON back as text and keeps only known parameters', () => {
    expect(
      readRegistrationSearch({ company: 1999, success: true, email: 'ada@example.test', other: 'x' }),
    ).toEqual({
      company: '1999',
      success: true,
      email: 'ada@example.test',
    });
    expect(readRegistrationSearch({ success: 'true', fullName: null })).toEqual({ success: true });
  });
});
