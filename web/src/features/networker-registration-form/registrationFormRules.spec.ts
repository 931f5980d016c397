import { describe, expect, it } from '@jest/globals';
import { AUTH_API_MESSAGES, NETWORKER_JOURNEY_MESSAGES as M } from '@referrals/contracts';
import { createAccountProblem } from './registrationFormRules';

const complete = {
  fullName: 'Nora',
  email: 'nora@example.com',
  password: 'long-enough',
  passkeyCredentialId: null,
};

describe('the registration form checks', () => {
  it('asks for name, email and a password unless a passkey was created', () => {
    expect(createAccountProblem({ ...complete, fullName: ' ' }, false)?.description).toBe(
      M.fillRequiredFields,
    );
    expect(createAccountProblem({ ...complete, email: '' }, false)?.description).toBe(M.fillRequiredFields);
    expect(createAccountProblem({ ...complete, password: '' }, false)?.description).toBe(
      M.fillRequiredFields,
    );
    expect(
      createAccountProblem({ ...complete, password: '', passkeyCredentialId: 'cred' }, false),
    ).toBeNull();
  });

  it('refuses a password shorter than 8 characters', () => {
    expect(createAccountProblem({ ...complete, password: 'short' }, false)).toMatchObject({
      title: 'Password Too Short',
      description: 'Password must be at least 8 characters long.',
    });
  });

  it('blocks an email that already has an account', () => {
    expect(createAccountProblem(complete, true)).toMatchObject({
      title: 'Email Issue',
      description: AUTH_API_MESSAGES.emailTaken,
    });
    expect(createAccountProblem(complete, false)).toBeNull();
  });
});
