import { PRODUCT_NAME } from '@referrals/contracts';

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
