import {
  firstName,
  INVITATION_PAGE_LABELS,
  type InvitationPageData,
  type InvitationStatus,
  networkerRegistrationPath,
} from '@referrals/contracts';
import { lazy, Suspense, useCallback, useState } from 'react';
import { usePageTitle } from '../../ui/usePageTitle';
import styles from './InvitationPreview.module.css';
import { InvitationPageContent } from './InvitationPageContent';
import { InvitationActions } from './InvitationActions';
import { PreviewBar } from './PreviewBar';

const loadQuestionDialog = () => import('./PreviewQuestionDialog');
const PreviewQuestionDialog = lazy(loadQuestionDialog);

/** Why 'I'm happy to help!' is disabled: only active invitations take registrations (spec). */
const DISABLED_BECAUSE: { readonly [Status in InvitationStatus]: string | null } = {
  active: null,
  cancelled:
    'This invitation is disabled, so networkers cannot register through it. Enable it again from your dashboard.',
  declined: 'The networker declined this invitation, so they cannot register through it.',
};
const SAMPLE_REASON =
  'This is a sample, so the button does nothing here. It works on the invitations you send.';

interface InvitationPreviewProps {
  data: InvitationPageData;
  /** A made-up invitation built from the operator's profile (/preview-invitation), not a real one. */
  sample?: boolean;
}

/** The invitation page as the networker will see it, framed as a preview: badge, way back, simulated question form. */
export function InvitationPreview({ data, sample = false }: InvitationPreviewProps) {
  const { invitation, operatorProfile: profile } = data;
  usePageTitle(`Preview: ${profile.fullName} wants to connect with you`);
  const [asking, setAsking] = useState(false);
  const [dialogWanted, setDialogWanted] = useState(false);
  const closeDialog = useCallback(() => setAsking(false), []);

  const disabledReason = sample ? SAMPLE_REASON : DISABLED_BECAUSE[invitation.status];

  return (
    <div className={styles.page}>
      <PreviewBar />
      <main className={styles.main}>
        {sample ? (
          <p className={styles.sampleNote} role="note">
            <strong>Sample invitation.</strong> This is your page as a networker named{' '}
            {invitation.inviteeName} would see it, built from your profile, with your bounty per meeting.
            Recommended prospects and the other bounties appear on the invitations you send.
          </p>
        ) : null}
        <InvitationPageContent
          data={data}
          actions={
            <InvitationActions
              helpLabel={INVITATION_PAGE_LABELS.happyToHelp}
              help={{ href: networkerRegistrationPath(invitation.uuid) }}
              disabledReason={disabledReason}
              onAskQuestion={() => {
                setDialogWanted(true);
                setAsking(true);
              }}
              onPrepareQuestion={() => void loadQuestionDialog()}
            />
          }
        />
        <p className={styles.footer}>Secure • Confidential • Professional</p>
      </main>
      {dialogWanted ? (
        <Suspense fallback={null}>
          <PreviewQuestionDialog
            open={asking}
            onClose={closeDialog}
            operatorName={firstName(profile.fullName)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
