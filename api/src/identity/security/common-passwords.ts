import { AUTH_API_MESSAGES } from '@referrals/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';
import { ValidateBy } from 'class-validator';

/**
 * About 49,000 passwords seen most often in breach corpora (zxcvbn-ts's list, drawn from Xato's ten
 * million passwords; all in lower case). NIST SP 800-63B: refuse a password found in such a list.
 */
const BREACHED_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common']);

/** The shortest block whose repetition makes a password: "aaaaaaaa", "12341234", "abcabcabc". */
const REPEATED_BLOCK = /^(.{1,4})\1+$/su;

/** One character after another up or down the code points: "abcdefgh", "87654321". */
function isStraightRun(password: string): boolean {
  const codes = Array.from(password, (character) => character.codePointAt(0)!);
  const step = codes[1]! - codes[0]!;
  if (Math.abs(step) !== 1) return false;
  return codes.every((code, index) => index === 0 || code - codes[index - 1]! === step);
}

/**
 * Whether a password is one attackers try first: in the breached list (any letter case), or nothing but
 * a repeated block or a straight run, which the list leaves to zxcvbn's pattern matchers.
 */
export function isCommonPassword(password: string): boolean {
  return (
    BREACHED_PASSWORDS.has(password.toLowerCase()) ||
    REPEATED_BLOCK.test(password) ||
    (password.length > 2 && isStraightRun(password))
  );
}

/** Refuses a common password with the message the forms show (put it below the length rule). */
export const NotACommonPassword = (): PropertyDecorator =>
  ValidateBy(
    {
      name: 'notACommonPassword',
      validator: { validate: (value: unknown) => typeof value !== 'string' || !isCommonPassword(value) },
    },
    { message: AUTH_API_MESSAGES.passwordTooCommon },
  );
