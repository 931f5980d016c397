import {
  NETWORKER_JOURNEY_MESSAGES as M,
  ONBOARDING_STEP_COUNT,
  type PublicOperatorProfile,
  type PublicInvitation,
  type PublicRecommendedProspect,
} from '@referrals/contracts';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Progress from 'antd/es/progress';
import { useState } from 'react';
import { isApiError } from '../../../api/client';
import { showToast } from '../../../ui/showToast';
import { titleAtCompany } from '../../../ui/titleAtCompany';
import { PasskeyFailure } from '../../auth/passkeys/passkeyFailure';
import { refreshAfterIdentityChange, sessionQuery } from '../../auth/sessionQuery';
import { markNetworkerOnboardingDue } from '../../tutorials/networkerOnboardingState';
import { asNewContacts } from '../landingSelections';
import { markQualityGuidelinesSeen } from '../qualityGuidelinesSeen';
import type { LandingSelectionsState } from '../useLandingSelections';
import { type AccountSubmission, CreateAccountStep } from './CreateAccountStep';
import { GuidelinesStep } from './GuidelinesStep';
import { expectedOutcome, joinInvitation, type JoinOutcome } from './joinInvitation';
import styles from './NetworkerRegistrationModal.module.css';
import { accountFormFromInvitation } from './registrationModes';
import { ReviewProspectsStep } from './ReviewProspectsStep';

interface NetworkerRegistrationModalProps {
  open: boolean;
  onClose: () => void;
  slug: string;
  invitation: PublicInvitation;
  operatorProfile: PublicOperatorProfile;
  prospects: readonly PublicRecommendedProspect[];
  selections: LandingSelectionsState;
}

/** The spec's failure toast for what the step was doing. */
const FAILURE: Record<JoinOutcome, { title: string; text: string }> = {
  registered: { title: M.registrationFailedTitle, text: M.registrationFailed },
  'profile-created': { title: M.profileCreationFailedTitle, text: M.profileCreationFailed },
  associated: { title: M.associationFailedTitle, text: M.associationFailed },
};

/** A new networker profile: the dashboard shows the onboarding slideshow on the first visit. */
async function rememberOnboardingDue(queryClient: QueryClient): Promise<void> {
  const { user } = await queryClient.fetchQuery(sessionQuery);
  if (user) markNetworkerOnboardingDue(window.localStorage, user.id);
}

/** 'I can help!': the four onboarding steps (review prospects, account, guidelines, dashboard) in a modal. */
export default function NetworkerRegistrationModal(props: NetworkerRegistrationModalProps) {
  const { open, onClose, invitation, operatorProfile, prospects, selections } = props;
  const [step, setStep] = useState(1);
  const [busy, setBusy] = useState<'password' | 'passkey' | null>(null);
  const [passkeyFailed, setPasskeyFailed] = useState(false);
  const session = useQuery(sessionQuery);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const join = async ({ form, mode, usesPasskey }: AccountSubmission) => {
    setBusy(usesPasskey ? 'passkey' : 'password');
    const signedIn = session.data?.user ?? null;
    const expected = expectedOutcome(mode, signedIn);
    try {
      const outcome = await joinInvitation({
        invitationId: invitation.id,
        mode,
        form,
        usesPasskey,
        signedIn: signedIn
          ? { hasNetworkerProfile: signedIn.hasNetworkerProfile, name: signedIn.name }
          : null,
        prospectApprovals: selections.selections.approvals,
        newContacts: asNewContacts(selections.selections.contacts),
      });
      await refreshAfterIdentityChange(queryClient);
      if (outcome !== 'associated') await rememberOnboardingDue(queryClient);
      if (outcome === 'registered') {
        showToast({ kind: 'success', title: M.accountCreatedTitle, description: M.accountCreatedText });
        setStep(3);
      } else {
        showToast({
          kind: 'success',
          title: outcome === 'associated' ? M.associatedTitle : M.profileCreatedTitle,
        });
        onClose();
        void navigate({ to: '/dashboard', hash: 'invitations' });
      }
    } catch (error) {
      if (error instanceof PasskeyFailure) {
        setPasskeyFailed(true);
        showToast({ kind: 'error', title: M.passkeyCreateFailedTitle, description: M.passkeyCreateFailed });
      } else {
        showToast({
          kind: 'error',
          title: FAILURE[expected].title,
          description: isApiError(error) ? error.userMessage : FAILURE[expected].text,
        });
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={672}
      destroyOnHidden
      title={null}
      className={styles.modal}
    >
      <header className={styles.inviter}>
        <p className={styles.inviterName}>{operatorProfile.fullName}</p>
        <p className={styles.inviterRole}>{titleAtCompany(operatorProfile.title, operatorProfile.company)}</p>
        <Progress
          percent={(step / ONBOARDING_STEP_COUNT) * 100}
          showInfo={false}
          aria-label={`Step ${step} of ${ONBOARDING_STEP_COUNT}`}
        />
        <p className={styles.stepCount}>
          Step {step} of {ONBOARDING_STEP_COUNT}
        </p>
      </header>
      {step === 1 ? (
        <ReviewProspectsStep
          invitation={invitation}
          prospects={prospects}
          selections={selections}
          onContinue={() => setStep(2)}
        />
      ) : null}
      {step === 2 ? (
        <CreateAccountStep
          invitationId={invitation.id}
          prefill={accountFormFromInvitation(invitation)}
          signedInUser={session.data?.user ?? null}
          linkedinEnabled={session.data?.linkedinEnabled ?? false}
          busy={busy}
          passkeyFailed={passkeyFailed}
          onBack={() => setStep(1)}
          onSubmit={(submission) => void join(submission)}
        />
      ) : null}
      {step === 3 ? (
        <GuidelinesStep
          onBack={() => setStep(2)}
          onNext={() => {
            // Read in full here: the slideshow and the contact wizard show a reminder instead.
            const userId = session.data?.user?.id;
            if (userId) markQualityGuidelinesSeen(window.localStorage, userId);
            setStep(4);
          }}
        />
      ) : null}
      {step === 4 ? (
        <div className={styles.step}>
          <h2 className={styles.stepTitle}>Welcome to Your Dashboard!</h2>
          <p>
            Your approved prospects now await {operatorProfile.fullName.split(/\s+/)[0]}&apos;s approval. You
            can follow each of them, and add more, from your dashboard.
          </p>
          <div className={styles.footer}>
            <Button
              type="primary"
              size="large"
              onClick={() => {
                onClose();
                void navigate({ to: '/dashboard', hash: 'invitations' });
              }}
            >
              Go to Dashboard
            </Button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
