import {
  INVITATION_GROUPS,
  INVITATION_MESSAGES,
  type InvitationGroup,
  type InvitationListItem,
  invitationGroup,
} from '@referrals/contracts';
import Tabs from 'antd/es/tabs';
import { useState } from 'react';
import { useNow } from '../../ui/useNow';
import { InvitationCard } from './InvitationCard';
import styles from './InvitationsPanel.module.css';

interface InvitationListProps {
  invitations: InvitationListItem[];
  /** The invitation just created: its tab is opened and the card highlighted. */
  highlightedId: string | null;
}

/** The three groups as tabs (Active, not registered; Registered; Disabled), each in the server's order. */
export function InvitationList({ invitations, highlightedId }: InvitationListProps) {
  const now = useNow();
  const byGroup = (group: InvitationGroup) =>
    invitations.filter((invitation) => invitationGroup(invitation) === group);
  const highlighted = invitations.find((invitation) => invitation.id === highlightedId);
  const highlightedGroup = highlighted ? invitationGroup(highlighted) : null;
  // It opens on the first tab with content (in the tabs' order), not on an empty one; a new
  // invitation's tab is chosen as if the user picked it, so a click on another tab still works.
  const [chosen, setChosen] = useState<InvitationGroup | null>(highlightedGroup);
  const [opening] = useState<InvitationGroup>(
    () => INVITATION_GROUPS.find(({ group }) => byGroup(group).length > 0)?.group ?? 'active',
  );
  const [seenHighlight, setSeenHighlight] = useState(highlightedGroup);
  if (highlightedGroup !== seenHighlight) {
    setSeenHighlight(highlightedGroup);
    if (highlightedGroup) setChosen(highlightedGroup);
  }
  const active = chosen ?? opening;

  if (invitations.length === 0) {
    return (
      <div className={styles.empty}>
        <strong>{INVITATION_MESSAGES.noInvitations}</strong>
        <span>Create your first invitation above and share its link with someone who knows your buyers.</span>
      </div>
    );
  }
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => setChosen(key as InvitationGroup)}
      items={INVITATION_GROUPS.map(({ group, label }) => {
        const members = byGroup(group);
        return {
          key: group,
          label: `${label} (${members.length})`,
          children:
            members.length === 0 ? (
              <div className={styles.empty}>{INVITATION_MESSAGES.noInvitationsInGroup}</div>
            ) : (
              <div className={styles.cards}>
                {members.map((invitation) => (
                  <InvitationCard
                    key={invitation.id}
                    invitation={invitation}
                    now={now}
                    highlighted={invitation.id === highlightedId}
                  />
                ))}
              </div>
            ),
        };
      })}
    />
  );
}
