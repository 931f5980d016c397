import type { UserRole } from '@referrals/contracts';
import type { DashboardTab } from './dashboardTab';

/** The dashboard tabs the left navigation links to (profile and notifications are reached otherwise). */
export type DashboardNavTab = Exclude<DashboardTab, 'profile' | 'notifications'>;

/** One entry of the dashboard's left navigation: a tab of /dashboard, or the operator's /profile page. */
export type DashboardNavItem =
  | { kind: 'tab'; tab: DashboardNavTab; label: string }
  | { kind: 'page'; to: '/profile' | '/disputes'; label: string };

/**
 * The spec's left navigation, in its order; Profile is for operators only and leaves the dashboard,
 * as does Disputes (a party's own, an auditor's queue), added last.
 */
export function dashboardNavItems(role: UserRole): DashboardNavItem[] {
  return [
    { kind: 'tab', tab: 'invitations', label: 'Invitations' },
    { kind: 'tab', tab: 'contacts', label: 'Contact Status' },
    ...(role === 'operator' ? [{ kind: 'page', to: '/profile', label: 'Profile' } as const] : []),
    { kind: 'tab', tab: 'overview', label: 'Overview' },
    { kind: 'tab', tab: 'reviews', label: 'My Reviews' },
    { kind: 'tab', tab: 'messages', label: 'Messages' },
    { kind: 'page', to: '/disputes', label: 'Disputes' },
  ];
}
