import type { AuthUser } from '@referrals/contracts';
import { unreadMessageCount } from '../messaging/unreadMessages';
import { useConversations } from '../messaging/useConversations';
import { DashboardNav } from './DashboardNav';
import type { DashboardTab } from './dashboardTab';
import { useInvitationCount } from './useInvitationCount';

/** The dashboard's navigation with its badges (invitations, unread messages), for any page inside the dashboard. */
export function DashboardSidebar({ user, tab }: { user: AuthUser; tab: DashboardTab }) {
  const invitationCount = useInvitationCount(user);
  const conversations = useConversations();
  const unreadMessages = conversations.data ? unreadMessageCount(conversations.data) : undefined;
  return (
    <DashboardNav
      role={user.activeRole}
      tab={tab}
      invitationCount={invitationCount}
      unreadMessages={unreadMessages}
    />
  );
}
