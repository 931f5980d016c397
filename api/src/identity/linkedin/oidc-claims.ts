import type { VerifiedIdentity } from './oidc-client.port.js';

/** Claims as an ID token or userinfo answer carries them. */
export type Claims = Readonly<Record<string, unknown>>;

/** The claims a sign-in needs; without them the ID token alone says too little and userinfo is asked. */
export function lacksProfileClaims(claims: Claims): boolean {
  return text(claims.email) === null || displayName(claims) === null;
}

/** The identity from the ID token's claims; userinfo fills in what the ID token leaves out. */
export function verifiedIdentity(
  idToken: Claims & { iss: string; sub: string },
  userInfo: Claims = {},
): VerifiedIdentity {
  const merged: Claims = { ...userInfo, ...withoutEmpty(idToken) };
  return {
    issuer: idToken.iss,
    subject: idToken.sub,
    email: text(merged.email),
    emailVerified: merged.email_verified === true || merged.email_verified === 'true',
    fullName: displayName(merged),
    picture: text(merged.picture),
  };
}

function displayName(claims: Claims): string | null {
  const given = [text(claims.given_name), text(claims.family_name)].filter((part) => part !== null);
  return text(claims.name) ?? (given.length > 0 ? given.join(' ') : null);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function withoutEmpty(claims: Claims): Claims {
  return Object.fromEntries(
    Object.entries(claims).filter(([, value]) => value !== undefined && value !== null),
  );
}
