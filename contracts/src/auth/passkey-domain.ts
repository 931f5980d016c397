/**
 * WebAuthn scopes a passkey to a domain name (its relying-party id) and refuses IP addresses, so a
 * page opened as http://127.0.0.1:3000 can never create or use one. These helpers let the server and
 * the page say so, and name the address that works instead.
 */

/** Whether a URL's host name is an IP address (IPv4 dotted quad, or IPv6 as URL.hostname writes it). */
export function isIpAddressHost(hostname: string): boolean {
  if (hostname.startsWith('[') || hostname.includes(':')) return true;
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname);
}

/** Loopback addresses: a browser on this machine reaches the same server as http://localhost. */
function isLoopbackIp(hostname: string): boolean {
  return hostname === '[::1]' || hostname === '::1' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/** A host on this machine: localhost (or a name under it) or a loopback address. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || isLoopbackIp(hostname);
}

/**
 * Where a page on an IP address should be opened for passkeys to work: the same address with
 * `localhost` for a loopback IP (sessions are per host, so the visitor signs in there afresh);
 * null for any other IP, whose domain name only the deployment knows.
 */
export function passkeyDomainUrlFor(pageUrl: string): string | null {
  const url = new URL(pageUrl);
  if (!isLoopbackIp(url.hostname)) return null;
  url.hostname = 'localhost';
  const rest = `${url.pathname}${url.search}${url.hash}`;
  return rest === '/' ? url.origin : `${url.origin}${rest}`;
}

/** Why passkeys are unavailable on a page opened by IP address (the message's first half). */
export const PASSKEY_NEEDS_DOMAIN = 'Passkeys need a domain name, not an IP address';

/** Why passkeys are unavailable on a page opened by IP address, and what to open instead. */
export function passkeyNeedsDomainMessage(openInstead: string | null): string {
  return openInstead
    ? `${PASSKEY_NEEDS_DOMAIN}: open ${openInstead} instead.`
    : `${PASSKEY_NEEDS_DOMAIN}: open this site by its domain name to use one.`;
}
