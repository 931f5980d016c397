import { type AuthUser, missingProfileFields, OPERATOR_PROFILE_DEFAULTS } from '@referrals/contracts';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { useEffect, useState } from 'react';
import { useOperatorProfile } from '../operator-profile/useOperatorProfile';
import { CreateInvitationForm } from './CreateInvitationForm';
import { InvitationList } from './InvitationList';
import styles from './InvitationsPanel.module.css';
import { countAll } from './invitationQueries';
import { useInvitationTabs } from './useInvitationTabs';

/** The operator's invitations: the create form, then the list in its three groups. Kept live by the socket. */
export function InvitationsPanel({ user }: { user: AuthUser }) {
  const [justCreated, setJustCreated] = useState<string | null>(null);
  const tabs = useInvitationTabs(justCreated);
  const { counts, items: invitations } = tabs;
  const profile = useOperatorProfile(user.id);
  const total = counts && countAll(counts);
  // The form starts open for a first invitation, folded away once there is a list to look at.
  const [formOpen, setFormOpen] = useState<boolean | null>(null);
  const showForm = formOpen ?? total === 0;

  // Scrolled to once its page is there (the tabs load pages until it is); unmarked two seconds after.
  useEffect(() => {
    if (!justCreated) return;
    document
      .getElementById(`invitation-${justCreated}`)
      ?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    const timer = setTimeout(() => setJustCreated(null), 2000);
    return () => clearTimeout(timer);
  }, [justCreated, invitations]);

  return (
    <>
      <section className={styles.panel} aria-labelledby="create-invitation-title">
        <div className={styles.panelHeader}>
          <h2 id="create-invitation-title" className={styles.panelTitle}>
            Invite a networker
          </h2>
          {showForm ? (
            total ? (
              <Button onClick={() => setFormOpen(false)}>Cancel</Button>
            ) : null
          ) : (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setFormOpen(true)}>
              New Invitation
            </Button>
          )}
        </div>
        <p className={styles.muted}>
          Each invitation is a personal link. The networker sees your pitch, the bounties and the prospects
          you recommend.
        </p>
        {!showForm ? null : profile.isPending ? (
          <Skeleton active />
        ) : (
          <CreateInvitationForm
            missingProfileFields={missingProfileFields(profile.data ?? null)}
            defaults={{
              bountyAmount: profile.data?.bountyAmount ?? OPERATOR_PROFILE_DEFAULTS.bountyAmount,
              revenueShare: profile.data?.revenueShare ?? OPERATOR_PROFILE_DEFAULTS.revenueShare,
            }}
            onCreated={(created) => {
              setJustCreated(created.id);
              setFormOpen(false);
            }}
          />
        )}
      </section>
      <section className={styles.panel} aria-labelledby="invitations-title">
        <h2 id="invitations-title" className={styles.panelTitle}>
          Your invitations
        </h2>
        {tabs.isPending ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : tabs.isError || !counts ? (
          <div className={styles.empty}>
            <strong>Could not load your invitations.</strong>
            <Button onClick={tabs.retry}>Try again</Button>
          </div>
        ) : (
          <InvitationList tabs={{ ...tabs, counts }} highlightedId={justCreated} />
        )}
      </section>
    </>
  );
}
