import { describe, expect, it } from '@jest/globals';
import { lacksProfileClaims, verifiedIdentity } from './oidc-claims.js';

const idToken = { iss: 'https://www.linkedin.com/oauth', sub: 'abc123' };

describe('the identity read from OpenID Connect claims', () => {
  it('takes LinkedIn-style ID token claims as they are', () => {
    const identity = verifiedIdentity({
      ...idToken,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      email_verified: true,
      picture: 'https://media.licdn.com/ada.jpg',
    });

    expect(identity).toEqual({
      issuer: 'https://www.linkedin.com/oauth',
      subject: 'abc123',
      email: 'ada@example.com',
      emailVerified: true,
      fullName: 'Ada Lovelace',
      picture: 'https://media.licdn.com/ada.jpg',
    });
  });

  it('builds the name from given and family names when there is no name', () => {
    expect(verifiedIdentity({ ...idToken, given_name: 'Ada', family_name: 'Lovelace' }).fullName).toBe(
      'Ada Lovelace',
    );
  });

  it('fills what the ID token leaves out from userinfo, but lets the ID token win', () => {
    const identity = verifiedIdentity(
      { ...idToken, email: 'token@example.com' },
      { sub: 'abc123', email: 'userinfo@example.com', email_verified: true, name: 'Ada' },
    );

    expect(identity).toMatchObject({ email: 'token@example.com', emailVerified: true, fullName: 'Ada' });
  });

  it('counts an email as verified only when the provider says so', () => {
    expect(verifiedIdentity({ ...idToken, email: 'ada@example.com' }).emailVerified).toBe(false);
    expect(
      verifiedIdentity({ ...idToken, email: 'ada@example.com', email_verified: false }).emailVerified,
    ).toBe(false);
  });

  it('asks userinfo only when the email or the name is missing', () => {
    expect(lacksProfileClaims({ ...idToken, name: 'Ada', email: 'ada@example.com' })).toBe(false);
    expect(lacksProfileClaims({ ...idToken, name: 'Ada' })).toBe(true);
    expect(lacksProfileClaims({ ...idToken, email: 'ada@example.com', name: '  ' })).toBe(true);
  });
});
