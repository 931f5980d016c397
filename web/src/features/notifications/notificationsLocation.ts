import type { UserRole } from '@referrals/contracts';

/**
 * Where the full list of notifications lives for a user in this role: the dashboard's notifications tab,
 * or for an auditor, who has no dashboard, the plain page.
 */
export function notificationsLocation(role: UserRole) {
  return role === 'auditor'
    ? ({ to: '/networker-notifications' } as const)
    : ({ to: '/dashboard', search: { tab: 'notifications' } } as const);
}
