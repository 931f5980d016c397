import { describe, expect, it } from '@jest/globals';
import { signCountAcceptable } from './sign-count.js';

describe('passkey signature counter', () => {
  it('accepts an authenticator that keeps no counter', () => {
    expect(signCountAcceptable(0, 0)).toBe(true);
  });

  it('accepts a counter that grew', () => {
    expect(signCountAcceptable(0, 1)).toBe(true);
    expect(signCountAcceptable(7, 12)).toBe(true);
  });

  it('refuses a counter that stood still or went backwards once it is non-zero', () => {
    expect(signCountAcceptable(7, 7)).toBe(false);
    expect(signCountAcceptable(7, 3)).toBe(false);
    expect(signCountAcceptable(7, 0)).toBe(false);
  });
});
