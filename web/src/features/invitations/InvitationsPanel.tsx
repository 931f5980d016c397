import { type AuthUser, missingProfileFields, OPERATOR_PROFILE_DEFAULTS } from '@referrals/contracts';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { useEffect, useState } from 'react';
import { FALLBACK_REFETCH_INTERVALS_MS } from '../../live/fallbackRefetchIntervals';
import { useFallbackRefetchInterval } from '../../live/useFallbackRefetchInterval';
import { useOperatorProfile } from '../operator-profile/useOperatorProfile';
import { CreateInvitationForm } from './CreateInvitationForm';
import { invitationsQuery } from './invitationQueries';
import { InvitationList } from './InvitationList';
import styles from './InvitationsPanel.module.css';

/** The operator's invitations: the create form, then the list in its three groups. Kept live by the socket. */
export function InvitationsPanel({ user }: { user: AuthUser }) {
  const refetchInterval = useFallbackRefetchInterval(FALLBACK_REFETCH_INTERVALS_MS.invitations);
  const invitations = useQuery({ ...invitationsQuery, refetchInterval });
  const profile = useOperatorProfile(user.id);
  const [justCreated, setJustCreated] = useState<string | null>(null);
  // The form starts open for a first invitation, folded away once there is a list to look at.
  const [formOpen, setFormOpen] = useState<boolean | null>(null);
  const showForm = formOpen ?? invitations.data?.length === 0;

  useEffect(() => {
    if (!justCreated) return;
    document
      .getElementById(`invitation-${justCreated}`)
      ?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    const timer = setTimeout(() => setJustCreated(null), 2000);
    return () => clearTimeout(timer);
  }, [justCreated, invitations.data]);

  return (
    <>
      <section className={styles.panel} aria-labelledby="create-invitation-title">
        <div className={styles.panelHeader}>
          <h2 id="create-invitation-title" className={styles.panelTitle}>
            Invite a networker
          </h2>
          {showForm ? (
            invitations.data?.length ? (
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
        {invitations.isPending ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : invitations.isError ? (
          <div className={styles.empty}>
            <strong>Could not load your invitations.</strong>
            <Button onClick={() => void invitations.refetch()}>Try again</Button>
          </div>
        ) : (
          <InvitationList invitations={invitations.data} highlightedId={justCreated} />
        )}
      </section>
    </>
  );
}
