import { describe, expect, it } from '@jest/globals';
import { EMPTY_ACCOUNT_FORM } from '../invitation-landing/registration/registrationModes';
import { signupBlocked, signupProblem } from './signupRules';

const filled = {
  ...EMPTY_ACCOUNT_FORM,
  fullName: 'Nora Networker',
  email: 'nora@example.com',
  password: 'long-enough',
  confirmPassword: 'long-enough',
  acceptTerms: true,
};

describe('the invitation signup checks', () => {
  it('accepts a complete form and blocks the button without terms or on a mismatch', () => {
    expect(signupProblem(filled)).toBeNull();
    expect(signupBlocked(filled)).toBe(false);
    expect(signupBlocked({ ...filled, acceptTerms: false })).toBe(true);
    expect(signupBlocked({ ...filled, confirmPassword: 'different' })).toBe(true);
  });

  it('names each problem with the spec title', () => {
    expect(signupProblem({ ...filled, acceptTerms: false })?.title).toBe('Terms Required');
    expect(signupProblem({ ...filled, confirmPassword: 'other-one' })).toEqual({
      title: 'Password Mismatch',
      description: 'Passwords do not match',
    });
    expect(signupProblem({ ...filled, password: 'short', confirmPassword: 'short' })?.title).toBe(
      'Password Too Short',
    );
    expect(signupProblem({ ...filled, email: ' ' })?.description).toBe('Please fill in all required fields.');
  });
});
