/** The roles a user can act in; one account may hold several and switches between them. */
export const USER_ROLES = ['operator', 'networker', 'auditor'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The kinds of account a registration creates (userType); auditors are appointed, never self-registered. */
export const USER_TYPES = ['operator', 'networker'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Roles a signed-in user may grant themselves through POST /api/user-roles. */
export const SELF_GRANTABLE_ROLES: readonly UserRole[] = ['operator', 'networker'];

export const ROLE_LABELS: { readonly [Role in UserRole]: string } = {
  operator: 'Operator',
  networker: 'Networker',
  auditor: 'Auditor',
};
