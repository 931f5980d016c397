import { isIpAddressHost, isLoopbackHost, passkeyDomainUrlFor, PRODUCT_NAME } from '@referrals/contracts';

/** Injection token of this deployment's RelyingParty. */
export const RELYING_PARTY = Symbol('RELYING_PARTY');

/** Who the passkeys belong to, as WebAuthn names it. */
export interface RelyingParty {
  /** Host name of the public site: the scope of every credential. */
  id: string;
  name: string;
  /** The only origin a ceremony may come from. */
  origin: string;
}

export function relyingPartyFor(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, name: PRODUCT_NAME, origin: url.origin };
}

/** The relying party of one ceremony, or why none can work on the page's address. */
export type CeremonyRelyingParty =
  { kind: 'ready'; relyingParty: RelyingParty } | { kind: 'needs-domain'; openInstead: string | null };

/**
 * The relying party for a ceremony started from `pageOrigin` (the request's Origin). A request without
 * one comes from no browser page (the spec's API clients, software authenticators): it keeps the
 * configured relying party as before, even on an IP address. For a browser page, WebAuthn refuses IP
 * addresses as relying-party ids, so:
 * - the configured public origin keeps the configured relying party, when its host is a domain;
 * - on a local start (PUBLIC_URL on a loopback host), a page on another loopback *domain* of the same
 *   port and scheme (localhost while PUBLIC_URL says 127.0.0.1, say) gets a relying party of its own:
 *   only there, because a credential scoped to a host the deployment does not own is worth nothing;
 * - a page on an IP address needs a domain: the public URL when that is one, else localhost for a
 *   loopback IP;
 * - any other page keeps the configured relying party, and the browser or the verification refuses it.
 */
export function relyingPartyForPage(
  configured: RelyingParty,
  pageOrigin: string | undefined,
): CeremonyRelyingParty {
  if (pageOrigin === undefined) return { kind: 'ready', relyingParty: configured };
  const publicUrl = new URL(configured.origin);
  const publicIsDomain = !isIpAddressHost(publicUrl.hostname);
  let page: URL;
  try {
    page = new URL(pageOrigin);
  } catch {
    return { kind: 'ready', relyingParty: configured };
  }
  if (isIpAddressHost(page.hostname)) {
    return {
      kind: 'needs-domain',
      openInstead: publicIsDomain ? configured.origin : passkeyDomainUrlFor(page.origin),
    };
  }
  const sameLocalServer =
    isLoopbackHost(publicUrl.hostname) &&
    isLoopbackHost(page.hostname) &&
    page.protocol === publicUrl.protocol &&
    page.port === publicUrl.port;
  if (sameLocalServer) {
    return { kind: 'ready', relyingParty: { id: page.hostname, name: configured.name, origin: page.origin } };
  }
  return { kind: 'ready', relyingParty: configured };
}
