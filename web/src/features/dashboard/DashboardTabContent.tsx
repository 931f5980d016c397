import type { AuthUser } from '@referrals/contracts';
import { useEffect } from 'react';
import { NetworkerEarningsCard } from '../bounty-ledger/NetworkerEarningsCard';
import { OperatorPayoutsCard } from '../bounty-ledger/OperatorPayoutsCard';
import { OverviewTab } from '../dashboard-overview/OverviewTab';
import { InvitationQuestionsCard } from '../invitation-questions/InvitationQuestionsCard';
import { InvitationsPanel } from '../invitations/InvitationsPanel';
import { MessagingPanel } from '../messaging/MessagingPanel';
import { NotificationsPanel } from '../notifications/NotificationsPanel';
import { ContactStatusPanel } from '../networker-contacts/ContactStatusPanel';
import { NetworkerContactsPanel } from '../networker-contacts/NetworkerContactsPanel';
import { ApprovedProspectsCard } from '../networker-invitations/ApprovedProspectsCard';
import { NetworkerInvitationsPanel } from '../networker-invitations/NetworkerInvitationsPanel';
import { ProfileStatusCard } from '../operator-profile/ProfileStatusCard';
import { ProspectStatusPanel } from '../prospect-status/ProspectStatusPanel';
import { MyReviewsPanel } from '../reviews/MyReviewsPanel';
import type { DashboardTab } from './dashboardTab';
import { ProfileTab } from './ProfileTab';

/** Spec: networkers opening the invitations tab are brought to the contact-submission section after 0.5 s. */
const CONTACT_SUBMISSION_SCROLL_MS = 500;

interface TabProps {
  user: AuthUser;
  tab: DashboardTab;
  /** A link names an element to show: the tab leaves the scrolling to it. */
  linked: boolean;
  /** The record the link names (a conversation to open), while the link is being followed. */
  target?: string | undefined;
}

/** The open tab's content, for the active role. */
export function DashboardTabContent({ user, tab, linked, target }: TabProps) {
  const operator = user.activeRole === 'operator';
  switch (tab) {
    case 'profile':
      return <ProfileTab user={user} />;
    case 'overview':
      return <OverviewTab user={user} />;
    case 'reviews':
      return <MyReviewsPanel />;
    case 'messages':
      return <MessagingPanel linkedConversationId={target} />;
    case 'notifications':
      return <NotificationsPanel />;
    case 'contacts':
      return operator ? (
        <ProspectStatusPanel />
      ) : (
        <>
          <ContactStatusPanel />
          <NetworkerEarningsCard />
        </>
      );
    case 'invitations':
      return operator ? (
        <>
          <ProfileStatusCard user={user} />
          <InvitationsPanel user={user} />
          <OperatorPayoutsCard />
          <InvitationQuestionsCard />
        </>
      ) : (
        <NetworkerInvitationsTab linked={linked} />
      );
  }
}

function NetworkerInvitationsTab({ linked }: { linked: boolean }) {
  useEffect(() => {
    if (linked || window.location.hash) return;
    const timer = setTimeout(
      () =>
        document.getElementById('contact-submission')?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
      CONTACT_SUBMISSION_SCROLL_MS,
    );
    return () => clearTimeout(timer);
  }, [linked]);
  return (
    <>
      <NetworkerInvitationsPanel />
      <NetworkerContactsPanel />
      <ApprovedProspectsCard />
      <NetworkerEarningsCard />
    </>
  );
}
