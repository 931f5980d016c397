import { describe, expect, it } from '@jest/globals';
import {
  type PasskeyChallenge,
  PASSKEY_CHALLENGE_TTL_MS,
  type PendingPasskey,
  expiresAfter,
  pendingPasskeyFor,
  takeChallenge,
} from './passkey-session.js';

const issuedAt = new Date('2025-06-01T12:00:00Z');
const later = (ms: number) => new Date(issuedAt.getTime() + ms);

function authenticationChallenge(): PasskeyChallenge {
  return {
    action: 'authenticate',
    challenge: 'c2lnbi1tZS1pbg',
    email: 'ada@example.com',
    expiresAt: expiresAfter(issuedAt, PASSKEY_CHALLENGE_TTL_MS),
  };
}

describe('taking the passkey challenge', () => {
  it('answers a challenge within its 60 seconds', () => {
    const session = { passkeyChallenge: authenticationChallenge() };
    expect(takeChallenge(session, later(59_999))).toMatchObject({ challenge: 'c2lnbi1tZS1pbg' });
  });

  it('refuses an expired challenge', () => {
    const session = { passkeyChallenge: authenticationChallenge() };
    expect(takeChallenge(session, later(60_000))).toBeNull();
  });

  it('removes the challenge whether or not it was still valid: one attempt per challenge', () => {
    const valid = { passkeyChallenge: authenticationChallenge() };
    takeChallenge(valid, later(1_000));
    expect(valid.passkeyChallenge).toBeUndefined();
    expect(takeChallenge(valid, later(1_000))).toBeNull();

    const expired = { passkeyChallenge: authenticationChallenge() };
    takeChallenge(expired, later(120_000));
    expect(expired.passkeyChallenge).toBeUndefined();
  });

  it('answers null when no challenge was issued', () => {
    expect(takeChallenge({}, issuedAt)).toBeNull();
  });
});

describe('the pending passkey of a new account', () => {
  const pending: PendingPasskey = {
    credentialId: 'Y3JlZGVudGlhbA',
    publicKey: 'cHVibGljLWtleQ',
    counter: 0,
    transports: ['internal'],
    email: 'ada@example.com',
    userId: '6f1c1c52-7f55-4a40-9a38-0e0f1d0ad0e1',
    expiresAt: later(600_000).getTime(),
  };

  it('is found for its email, with or without the credential id', () => {
    expect(pendingPasskeyFor({ pendingPasskey: pending }, 'ada@example.com', {}, issuedAt)).toBe(pending);
    expect(
      pendingPasskeyFor(
        { pendingPasskey: pending },
        'ada@example.com',
        { credentialId: 'Y3JlZGVudGlhbA' },
        issuedAt,
      ),
    ).toBe(pending);
  });

  it('is not used for another email or another credential', () => {
    expect(pendingPasskeyFor({ pendingPasskey: pending }, 'eve@example.com', {}, issuedAt)).toBeNull();
    expect(
      pendingPasskeyFor(
        { pendingPasskey: pending },
        'ada@example.com',
        { credentialId: 'b3RoZXI' },
        issuedAt,
      ),
    ).toBeNull();
  });

  it('is found by its public key, written in base64url or base64', () => {
    const claimed = (publicKey: string) =>
      pendingPasskeyFor({ pendingPasskey: pending }, 'ada@example.com', { publicKey }, issuedAt);
    expect(claimed('cHVibGljLWtleQ')).toBe(pending);
    expect(claimed('cHVibGljLWtleQ==')).toBe(pending);
    expect(claimed('b3RoZXIta2V5')).toBeNull();
  });

  it('expires', () => {
    expect(pendingPasskeyFor({ pendingPasskey: pending }, 'ada@example.com', {}, later(600_000))).toBeNull();
  });

  it('is absent until a registration was verified', () => {
    expect(pendingPasskeyFor({}, 'ada@example.com', {}, issuedAt)).toBeNull();
  });
});
