import { type AuthUser, PRODUCT_NAME } from '@referrals/contracts';
import { DashboardSidebar } from '../dashboard/DashboardSidebar';
import { SignedInLayout } from '../../ui/SignedInLayout';
import { usePageTitle } from '../../ui/usePageTitle';
import { NotificationsPanel } from './NotificationsPanel';

/**
 * /networker-notifications: the signed-in user's notifications, in any role, with the dashboard's
 * navigation for its parties (the same list as the dashboard's notifications tab).
 */
export function NotificationsPage({ user }: { user: AuthUser }) {
  usePageTitle(`Notifications · ${PRODUCT_NAME}`);
  return (
    <SignedInLayout
      user={user}
      navigation={
        user.activeRole === 'auditor' ? undefined : <DashboardSidebar user={user} tab="notifications" />
      }
    >
      <NotificationsPanel asPage />
    </SignedInLayout>
  );
}
