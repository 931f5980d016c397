import { SetMetadata } from '@nestjs/common';

export const ACCESS_RULE = 'access-rule';

export type AccessRule =
  { kind: 'public' } | { kind: 'signed-in'; roles: readonly ('operator' | 'networker' | 'auditor')[] };

/** Anyone may call this route, signed in or not. */
export const Public = (): MethodDecorator & ClassDecorator =>
  SetMetadata(ACCESS_RULE, { kind: 'public' } satisfies AccessRule);

/** Only a signed-in user may call this route; with roles, only a user acting in one of them. */
export const SignedIn = (
  ...roles: ('operator' | 'networker' | 'auditor')[]
): MethodDecorator & ClassDecorator =>
  SetMetadata(ACCESS_RULE, { kind: 'signed-in', roles } satisfies AccessRule);
