import { INVITATION_PAGE_LABELS } from '@referrals/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { AntdTheme } from '../../ui/AntdTheme';
import { usePageTitle } from '../../ui/usePageTitle';
import { InvitationActions } from '../invitation-page/InvitationActions';
import { InvitationPageContent } from '../invitation-page/InvitationPageContent';
import styles from '../invitation-page/InvitationPreview.module.css';
import { EarningsTable } from './EarningsTable';
import { publicInvitationQuery, publicProspectsQuery } from './publicInvitationQuery';
import { useLandingSelections } from './useLandingSelections';
import { useTrackClickOnce } from './useTrackClickOnce';
import { type ActiveInvitation, WithActiveInvitation } from './WithActiveInvitation';

const NetworkerRegistrationModal = lazy(() => import('./registration/NetworkerRegistrationModal'));
const AskQuestionDialog = lazy(() => import('./AskQuestionDialog'));
const DeclineInvitationDialog = lazy(() => import('./DeclineInvitationDialog'));

/** /invite/{slug} and /networker_invitation_page/{slug}: the invitation as the networker opens it from a message. */
export function InvitationLandingPage({ slug }: { slug: string }) {
  const invitation = useQuery(publicInvitationQuery(slug));
  useTrackClickOnce(invitation.data?.status === 'active' ? invitation.data.id : undefined);
  return (
    <WithActiveInvitation slug={slug}>
      {(active) => <ActiveInvitationPage slug={slug} invitation={active} />}
    </WithActiveInvitation>
  );
}

function ActiveInvitationPage({ slug, invitation }: { slug: string; invitation: ActiveInvitation }) {
  const { operatorProfile: profile, operatorReputation, ...publicInvitation } = invitation;
  usePageTitle(`${profile.fullName} wants to connect with you`);
  const prospects = useQuery(publicProspectsQuery(invitation.id));
  const selections = useLandingSelections(slug);
  // Mounted only while open, so every opening starts at onboarding step 1 (spec).
  const [registering, setRegistering] = useState(false);
  const [asking, setAsking] = useState(false);
  const [declining, setDeclining] = useState(false);
  const recommended = prospects.data ?? [];

  return (
    <div className={styles.page}>
      <main className={styles.main}>
        <InvitationPageContent
          data={{
            invitation: publicInvitation,
            operatorProfile: profile,
            prospects: recommended,
            operatorReputation,
          }}
          afterGreeting={
            <EarningsTable invitation={publicInvitation} prospects={recommended} selections={selections} />
          }
          actions={
            <InvitationActions
              helpLabel={INVITATION_PAGE_LABELS.canHelp}
              help={{ onClick: () => setRegistering(true) }}
              onAskQuestion={() => setAsking(true)}
              onDecline={invitation.kind === 'personal' ? () => setDeclining(true) : undefined}
            />
          }
        />
        <p className={styles.footer}>Secure • Confidential • Professional</p>
      </main>
      {registering || declining || asking ? (
        // The page itself renders no antd component (ADR 0033); its dialogs do, in antd's theme.
        <AntdTheme>
          <Suspense fallback={null}>
            {registering ? (
              <NetworkerRegistrationModal
                open
                onClose={() => setRegistering(false)}
                slug={slug}
                invitation={publicInvitation}
                operatorProfile={profile}
                prospects={recommended}
                selections={selections}
              />
            ) : null}
            {declining ? (
              <DeclineInvitationDialog
                slug={slug}
                invitationId={invitation.id}
                operatorName={profile.fullName}
                onClose={() => setDeclining(false)}
              />
            ) : null}
            {asking ? (
              <AskQuestionDialog
                invitationId={invitation.id}
                operatorName={profile.fullName}
                onClose={() => setAsking(false)}
              />
            ) : null}
          </Suspense>
        </AntdTheme>
      ) : null}
    </div>
  );
}
