import {
  INVITATION_GROUPS,
  INVITATION_MESSAGES,
  INVITATION_PAGE_MESSAGES,
  type InvitationGroup,
  type InvitationListItem,
} from '@referrals/contracts';
import Skeleton from 'antd/es/skeleton';
import Tabs from 'antd/es/tabs';
import { useNow } from '../../ui/useNow';
import { InvitationCard } from './InvitationCard';
import styles from './InvitationsPanel.module.css';
import { LoadMore } from '../../ui/LoadMore';
import { countAll } from './invitationQueries';
import type { InvitationTabs } from './useInvitationTabs';

interface InvitationListProps {
  tabs: InvitationTabs & { counts: Record<InvitationGroup, number> };
  /** The invitation just created: its tab is opened (see useInvitationTabs) and the card highlighted. */
  highlightedId: string | null;
}

const isGroup = (key: string): key is InvitationGroup => INVITATION_GROUPS.some(({ group }) => group === key);

/**
 * The three groups as tabs (Active, not registered; Registered; Disabled) with the server's counts, the
 * shown one in the server's order, a page at a time.
 */
export function InvitationList({ tabs, highlightedId }: InvitationListProps) {
  const now = useNow();
  if (countAll(tabs.counts) === 0) {
    return (
      <div className={styles.empty}>
        <strong>{INVITATION_MESSAGES.noInvitations}</strong>
        <span>Create your first invitation above and share its link with someone who knows your buyers.</span>
      </div>
    );
  }
  const shown = (invitations: InvitationListItem[] | undefined) =>
    invitations === undefined ? (
      <Skeleton active paragraph={{ rows: 4 }} />
    ) : invitations.length === 0 ? (
      <div className={styles.empty}>{INVITATION_MESSAGES.noInvitationsInGroup}</div>
    ) : (
      <>
        <div className={styles.cards}>
          {invitations.map((invitation) => (
            <InvitationCard
              key={invitation.id}
              invitation={invitation}
              now={now}
              highlighted={invitation.id === highlightedId}
            />
          ))}
        </div>
        {tabs.hasMore ? (
          <LoadMore
            loading={tabs.loadingMore}
            failed={tabs.loadMoreFailed}
            onLoad={tabs.loadMore}
            failedMessage={INVITATION_PAGE_MESSAGES.loadMoreFailed}
          />
        ) : null}
      </>
    );
  return (
    <Tabs
      activeKey={tabs.group}
      onChange={(key) => {
        if (isGroup(key)) tabs.choose(key);
      }}
      items={INVITATION_GROUPS.map(({ group, label }) => ({
        key: group,
        label: `${label} (${tabs.counts[group]})`,
        children: group === tabs.group ? shown(tabs.items) : null,
      }))}
    />
  );
}
