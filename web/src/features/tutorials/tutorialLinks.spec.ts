import { describe, expect, it } from '@jest/globals';
import { invitationPageWithInvitation, networkerRegistrationPage } from './tutorialLinks';

describe('the tutorial links', () => {
  it('returns to the invitation page with the invitation as a query parameter', () => {
    expect(invitationPageWithInvitation('abc-123')).toBe(
      '/networker_invitation_page/abc-123?invitation=abc-123',
    );
  });

  it('goes on to the networker registration', () => {
    expect(networkerRegistrationPage('abc-123')).toBe('/networker-registration/abc-123/register');
  });

  it('encodes a slug that is not address-safe', () => {
    expect(networkerRegistrationPage('a b/c')).toBe('/networker-registration/a%20b%2Fc/register');
  });
});
