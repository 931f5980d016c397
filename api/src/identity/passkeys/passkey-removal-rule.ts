/** How the account could still sign in once a passkey is gone. */
export interface SignInMethodsLeft {
  password: boolean;
  linkedin: boolean;
  /** The account's passkeys other than the one being removed. */
  otherPasskeys: number;
}

/**
 * A passkey may go unless it is the account's last way to sign in: an account without a password,
 * another passkey or LinkedIn would be locked until a password reset.
 */
export function mayRemovePasskey(left: SignInMethodsLeft): boolean {
  return left.password || left.linkedin || left.otherPasskeys > 0;
}
