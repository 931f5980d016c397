import { describe, expect, it } from '@jest/globals';
import { mayRemovePasskey } from './passkey-removal-rule.js';

describe('removing a passkey', () => {
  const nothingElse = { password: false, linkedin: false, otherPasskeys: 0 };

  it('is refused when it is the last way to sign in', () => {
    expect(mayRemovePasskey(nothingElse)).toBe(false);
  });

  it('is allowed while a password, LinkedIn or another passkey still signs the account in', () => {
    expect(mayRemovePasskey({ ...nothingElse, password: true })).toBe(true);
    expect(mayRemovePasskey({ ...nothingElse, linkedin: true })).toBe(true);
    expect(mayRemovePasskey({ ...nothingElse, otherPasskeys: 1 })).toBe(true);
  });
});
