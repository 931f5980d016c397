/**
 * WebAuthn's signature counter rule: a counter that did not grow suggests a cloned
 * authenticator. Authenticators without a counter (most synced passkeys) always report 0.
 */
export function signCountAcceptable(stored: number, reported: number): boolean {
  if (stored === 0 && reported === 0) return true;
  return reported > stored;
}
