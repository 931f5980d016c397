import { isIpAddressHost, passkeyDomainUrlFor } from '@referrals/contracts';

/** Where passkeys would work, when this page was opened by IP address (null: this page is fine). */
export interface PasskeyDomainProblem {
  /** The same page on localhost for a loopback address; null when only the deployment knows its domain. */
  openInstead: string | null;
}

/** WebAuthn refuses IP addresses: a page on http://127.0.0.1 can never create or use a passkey. */
export function passkeyDomainProblem(
  location: Pick<Location, 'hostname' | 'href'>,
): PasskeyDomainProblem | null {
  if (!isIpAddressHost(location.hostname)) return null;
  return { openInstead: passkeyDomainUrlFor(location.href) };
}
