import { describe, expect, it } from '@jest/globals';
import { AUTH_API_MESSAGES } from '@referrals/contracts';
import { validate } from 'class-validator';
import { isCommonPassword, NotACommonPassword } from './common-passwords.js';

describe('isCommonPassword', () => {
  it.each(['password', '12345678', 'Password1', 'PASSW0RD', 'iloveyou', 'qwertyuiop', 'trustno1'])(
    'finds %s in the breached-password list, whatever its letter case',
    (password) => expect(isCommonPassword(password)).toBe(true),
  );

  it.each(['aaaaaaaa', '00000000', '12341234', 'abcabcabc', 'Ab1!Ab1!'])(
    'refuses %s, nothing but a repeated block',
    (password) => expect(isCommonPassword(password)).toBe(true),
  );

  it.each(['abcdefgh', '87654321', 'zyxwvuts'])('refuses %s, a straight run', (password) =>
    expect(isCommonPassword(password)).toBe(true),
  );

  it.each(['Correct-Horse-9', 'Brand-new-secret-7', 'DemoOperator1', 'mellow tangerine bicycle', 'abcdefgz'])(
    'accepts %s',
    (password) => expect(isCommonPassword(password)).toBe(false),
  );
});

describe('NotACommonPassword', () => {
  class PasswordForm {
    @NotACommonPassword()
    password: unknown;
  }
  const problems = async (password: unknown) => {
    const form = Object.assign(new PasswordForm(), { password });
    return (await validate(form)).flatMap((error) => Object.values(error.constraints ?? {}));
  };

  it('refuses a common password with the message the forms show', async () => {
    expect(await problems('12345678')).toEqual([AUTH_API_MESSAGES.passwordTooCommon]);
  });

  it('leaves a missing or non-text password to the rules about those', async () => {
    expect(await problems(undefined)).toEqual([]);
    expect(await problems(42)).toEqual([]);
  });
});
