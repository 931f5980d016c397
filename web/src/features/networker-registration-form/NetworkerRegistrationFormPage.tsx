import {
  describeTerms,
  NETWORKER_JOURNEY_MESSAGES as M,
  PRODUCT_NAME,
  termsOfInvitation,
} from '@referrals/contracts';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import { useState } from 'react';
import { TermsHeadline } from '../../ui/TermsHeadline';
import { usePageTitle } from '../../ui/usePageTitle';
import { AuthLayout } from '../auth/AuthLayout';
import { useSession } from '../auth/useSession';
import { joinInvitation } from '../invitation-landing/registration/joinInvitation';
import { EMPTY_ACCOUNT_FORM } from '../invitation-landing/registration/registrationModes';
import { type ActiveInvitation, WithActiveInvitation } from '../invitation-landing/WithActiveInvitation';
import { CreateAccountForm } from './CreateAccountForm';
import { registrationStatusQuery } from './registrationStatusQuery';
import { SignInForm } from './SignInForm';
import { useJoinThenSubmitContacts } from './useJoinThenSubmitContacts';

/** /networker-registration-form/{slug}: create an account (or sign in) for the invitation, then submit contacts. */
export function NetworkerRegistrationFormPage({ slug, signIn = false }: { slug: string; signIn?: boolean }) {
  return (
    <WithActiveInvitation slug={slug} notFoundText={M.formInvitationNotFoundText}>
      {(invitation) => <RegistrationForm slug={slug} invitation={invitation} signIn={signIn} />}
    </WithActiveInvitation>
  );
}

interface RegistrationFormProps {
  slug: string;
  invitation: ActiveInvitation;
  /** Opened from a 'Sign in' link: start with the sign-in form. */
  signIn: boolean;
}

function RegistrationForm({ slug, invitation, signIn }: RegistrationFormProps) {
  const operator = invitation.operatorProfile;
  usePageTitle(`Join ${operator.fullName}'s network · ${PRODUCT_NAME}`);
  const { user } = useSession();
  const status = useQuery(registrationStatusQuery(slug));
  const [chosen, setChosen] = useState<{ mode: 'create' | 'sign-in'; email: string } | null>(null);
  // Sign-in is chosen for the visitor when the invitation says it is taken already (spec section 4).
  const mode = chosen?.mode ?? (signIn || status.data?.isRegistered ? 'sign-in' : 'create');

  return (
    <AuthLayout
      title={`Join ${operator.fullName}'s network`}
      subtitle={
        <>
          <TermsHeadline terms={describeTerms(termsOfInvitation(invitation))} />.
        </>
      }
    >
      {user ? (
        <SignedInAlready slug={slug} invitationId={invitation.id} user={user} />
      ) : mode === 'sign-in' ? (
        <SignInForm
          slug={slug}
          invitationId={invitation.id}
          initialEmail={chosen?.email ?? ''}
          onCreateAccount={() => setChosen({ mode: 'create', email: '' })}
        />
      ) : (
        <CreateAccountForm
          slug={slug}
          invitationId={invitation.id}
          onSignIn={(email) => setChosen({ mode: 'sign-in', email })}
        />
      )}
    </AuthLayout>
  );
}

interface SignedInAlreadyProps {
  slug: string;
  invitationId: string;
  user: { name: string; email: string; hasNetworkerProfile: boolean };
}

/** Someone is signed in: the invitation joins their account with one tap. */
function SignedInAlready({ slug, invitationId, user }: SignedInAlreadyProps) {
  const join = useJoinThenSubmitContacts(slug, M.associationFailedTitle);
  return (
    <>
      <p>
        You are signed in as <strong>{user.name}</strong> ({user.email}).
      </p>
      <Button
        type="primary"
        size="large"
        block
        loading={join.isPending}
        onClick={() =>
          join.mutate(() =>
            joinInvitation({
              invitationId,
              mode: 'existing_login',
              form: { ...EMPTY_ACCOUNT_FORM, email: user.email },
              usesPasskey: false,
              signedIn: user,
              prospectApprovals: {},
              newContacts: [],
            }),
          )
        }
      >
        Continue as {user.name}
      </Button>
    </>
  );
}
