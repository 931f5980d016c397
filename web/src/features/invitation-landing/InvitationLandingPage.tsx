import LinkOutlined from '@ant-design/icons/LinkOutlined';
import StopOutlined from '@ant-design/icons/StopOutlined';
import {
  INVITATION_PAGE_LABELS,
  NETWORKER_JOURNEY_MESSAGES as M,
  PRODUCT_NAME,
  type PublicInvitationAnswer,
} from '@referrals/contracts';
import { useQuery } from '@tanstack/react-query';
import Spin from 'antd/es/spin';
import { lazy, Suspense, useState } from 'react';
import { isApiError } from '../../api/client';
import { CenteredPage } from '../../ui/CenteredPage';
import { MessageScreen } from '../../ui/MessageScreen';
import { usePageTitle } from '../../ui/usePageTitle';
import { InvitationActions } from '../invitation-page/InvitationActions';
import { InvitationPageContent } from '../invitation-page/InvitationPageContent';
import styles from '../invitation-page/InvitationPreview.module.css';
import landing from './InvitationLandingPage.module.css';
import { EarningsTable } from './EarningsTable';
import { publicInvitationQuery, publicProspectsQuery } from './publicInvitationQuery';
import { useLandingSelections } from './useLandingSelections';
import { useTrackClickOnce } from './useTrackClickOnce';

const NetworkerRegistrationModal = lazy(() => import('./registration/NetworkerRegistrationModal'));
const AskQuestionDialog = lazy(() => import('./AskQuestionDialog'));

/** /invite/{slug} and /networker_invitation_page/{slug}: the invitation as the networker opens it from a message. */
export function InvitationLandingPage({ slug }: { slug: string }) {
  const invitation = useQuery(publicInvitationQuery(slug));
  useTrackClickOnce(invitation.data?.status === 'active' ? invitation.data.id : undefined);

  if (invitation.isPending) return <Waiting text={M.loadingInvitation} />;
  if (invitation.isError) {
    const missing = isApiError(invitation.error) && invitation.error.status === 404;
    return (
      <MessageScreen
        icon={<LinkOutlined />}
        tone="danger"
        heading={missing ? M.invitationNotFoundTitle : 'Something went wrong'}
        text={
          missing
            ? M.invitationNotFoundText
            : 'The invitation could not be loaded. Please try again in a moment.'
        }
        homeLabel="Go to Home"
      />
    );
  }
  if (invitation.data.status !== 'active') {
    return (
      <MessageScreen
        icon={<StopOutlined />}
        tone="danger"
        heading={M.invitationDisabledTitle}
        text={M.invitationDisabledText}
        homeLabel="Go to Home"
      />
    );
  }
  if (!invitation.data.operatorProfile) return <Waiting text={M.loadingProfile} />;
  return <ActiveInvitation slug={slug} invitation={invitation.data} />;
}

function Waiting({ text }: { text: string }) {
  usePageTitle(`${text} · ${PRODUCT_NAME}`);
  return (
    <CenteredPage>
      <div role="status" className={landing.waiting}>
        <Spin size="large" />
        <p>{text}</p>
      </div>
    </CenteredPage>
  );
}

function ActiveInvitation({ slug, invitation }: { slug: string; invitation: PublicInvitationAnswer }) {
  const { operatorProfile, ...publicInvitation } = invitation;
  const profile = operatorProfile!;
  usePageTitle(`${profile.fullName} wants to connect with you`);
  const prospects = useQuery(publicProspectsQuery(invitation.id));
  const selections = useLandingSelections(slug);
  // Mounted only while open, so every opening starts at onboarding step 1 (spec).
  const [registering, setRegistering] = useState(false);
  const [asking, setAsking] = useState(false);
  const recommended = prospects.data ?? [];

  return (
    <div className={styles.page}>
      <main className={styles.main}>
        <InvitationPageContent
          data={{ invitation: publicInvitation, operatorProfile: profile, prospects: recommended }}
          afterGreeting={
            <EarningsTable invitation={publicInvitation} prospects={recommended} selections={selections} />
          }
          actions={
            <InvitationActions
              helpLabel={INVITATION_PAGE_LABELS.canHelp}
              help={{ onClick: () => setRegistering(true) }}
              onAskQuestion={() => setAsking(true)}
            />
          }
        />
        <p className={styles.footer}>Secure • Confidential • Professional</p>
      </main>
      {registering ? (
        <Suspense fallback={null}>
          <NetworkerRegistrationModal
            open
            onClose={() => setRegistering(false)}
            slug={slug}
            invitation={publicInvitation}
            operatorProfile={profile}
            prospects={recommended}
            selections={selections}
          />
        </Suspense>
      ) : null}
      {asking ? (
        <Suspense fallback={null}>
          <AskQuestionDialog
            invitationId={invitation.id}
            operatorName={profile.fullName}
            onClose={() => setAsking(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
