import type { AuthUser } from '@referrals/contracts';
import { useConversationPages } from '../messaging/useConversationPages';
import { DashboardNav } from './DashboardNav';
import type { DashboardTab } from './dashboardTab';
import { useInvitationCount } from './useInvitationCount';

/** The dashboard's navigation with its badges (invitations, unread messages), for any page inside the dashboard. */
export function DashboardSidebar({ user, tab }: { user: AuthUser; tab: DashboardTab }) {
  const invitationCount = useInvitationCount(user);
  const { unreadMessages } = useConversationPages();
  return (
    <DashboardNav
      role={user.activeRole}
      tab={tab}
      invitationCount={invitationCount}
      unreadMessages={unreadMessages}
    />
  );
}
