import { passkeyNeedsDomainMessage } from '@referrals/contracts';
import type { Request } from 'express';
import { IdentityError } from '../accounts/identity-errors.js';
import { type RelyingParty, relyingPartyForPage } from './relying-party.js';

/**
 * The relying party for this request's ceremony, from the page it runs on: browsers name that page in
 * the Origin header of every POST. A request without one comes from no browser page, and gets the
 * configured relying party (its verification still checks the origin the authenticator signed).
 * Refused, with the address to open instead, for a page on an IP address.
 */
export function ceremonyRelyingParty(configured: RelyingParty, request: Request): RelyingParty {
  const derived = relyingPartyForPage(configured, request.headers.origin);
  if (derived.kind === 'needs-domain') {
    throw new IdentityError(passkeyNeedsDomainMessage(derived.openInstead), 400);
  }
  return derived.relyingParty;
}
