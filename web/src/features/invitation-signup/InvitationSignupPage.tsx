import {
  type AuthUser,
  INVITATION_PAGE_LABELS,
  type InvitationAnswerStatus,
  legalSectionHref,
  NETWORKER_JOURNEY_MESSAGES as M,
  PRODUCT_NAME,
} from '@referrals/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import { type FormEvent, useState } from 'react';
import { showToast } from '../../ui/showToast';
import { usePageTitle } from '../../ui/usePageTitle';
import formStyles from '../auth/AuthForm.module.css';
import { AuthLayout } from '../auth/AuthLayout';
import { toastFailure } from '../auth/authToasts';
import { FormField } from '../auth/FormField';
import { refreshAfterIdentityChange } from '../auth/sessionQuery';
import { useSession } from '../auth/useSession';
import { answerInvitation } from '../invitation-landing/answerInvitation';
import { publicInvitationQuery } from '../invitation-landing/publicInvitationQuery';
import { contactEarnings } from '../invitation-landing/earnings';
import { joinInvitation } from '../invitation-landing/registration/joinInvitation';
import { type AccountForm, EMPTY_ACCOUNT_FORM } from '../invitation-landing/registration/registrationModes';
import { type ActiveInvitation, WithActiveInvitation } from '../invitation-landing/WithActiveInvitation';
import styles from './InvitationSignupPage.module.css';
import { signupBlocked, signupProblem } from './signupRules';

/**
 * /invitation/{uuid}/signup: the invitation, then an account that accepts it in one server command;
 * someone already signed in accepts or declines it with their account.
 */
export function InvitationSignupPage({ uuid }: { uuid: string }) {
  const { user, isPending } = useSession();
  return (
    <WithActiveInvitation slug={uuid}>
      {(invitation) =>
        isPending ? null : user ? (
          <SignedInAnswer invitation={invitation} user={user} />
        ) : (
          <SignupForm invitation={invitation} />
        )
      }
    </WithActiveInvitation>
  );
}

/** The invitation for a signed-in account: accept it (the spec's sequence) or pass on it. */
function SignedInAnswer({ invitation, user }: { invitation: ActiveInvitation; user: AuthUser }) {
  usePageTitle(`${invitation.operatorProfile.fullName} invited you · ${PRODUCT_NAME}`);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const answering = useMutation({
    mutationFn: (status: InvitationAnswerStatus) => answerInvitation(invitation.id, user, status),
    onSuccess: async (answer) => {
      if (answer.status === 'declined') {
        showToast({ kind: 'success', title: M.declinedTitle, description: M.declinedText });
        await queryClient.invalidateQueries({ queryKey: publicInvitationQuery(invitation.id).queryKey });
        return;
      }
      showToast({ kind: 'success', title: M.associatedTitle });
      await refreshAfterIdentityChange(queryClient);
      await navigate({ to: '/dashboard', hash: 'invitations' });
    },
    onError: (error, status) =>
      status === 'declined'
        ? toastFailure(M.declineFailedTitle, error, M.declineFailed)
        : toastFailure(M.associationFailedTitle, error, M.associationFailed),
  });
  const ownInvitation = invitation.operatorId === user.id;

  return (
    <AuthLayout title="Your invitation" subtitle={`Signed in as ${user.name} (${user.email}).`}>
      <InvitationCard invitation={invitation} />
      {ownInvitation ? (
        <p className={styles.ownNote}>This is your own invitation: share its link with the networker.</p>
      ) : (
        <div className={styles.answers}>
          <Button
            type="primary"
            size="large"
            block
            loading={answering.isPending && answering.variables === 'accepted'}
            disabled={answering.isPending}
            onClick={() => answering.mutate('accepted')}
          >
            Accept invitation
          </Button>
          {invitation.kind === 'personal' ? (
            <Popconfirm
              title="Decline this invitation?"
              description={`${invitation.operatorProfile.fullName} will be told, and the link stops working.`}
              okText="Decline invitation"
              okButtonProps={{ danger: true }}
              cancelText="Keep it"
              onConfirm={() => answering.mutate('declined')}
            >
              <Button
                size="large"
                block
                danger
                loading={answering.isPending && answering.variables === 'declined'}
                disabled={answering.isPending}
              >
                {INVITATION_PAGE_LABELS.notAFit}
              </Button>
            </Popconfirm>
          ) : null}
        </div>
      )}
    </AuthLayout>
  );
}

function SignupForm({ invitation }: { invitation: ActiveInvitation }) {
  usePageTitle(`Join ${PRODUCT_NAME} · ${invitation.operatorProfile.fullName} invited you`);
  const [form, setForm] = useState<AccountForm>({ ...EMPTY_ACCOUNT_FORM, fullName: invitation.inviteeName });
  const signUp = useSignUp(invitation.id);
  const set = (key: keyof AccountForm) => (value: string | boolean) =>
    setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = signupProblem(form);
    if (problem) {
      showToast({ kind: 'error', ...problem });
      return;
    }
    signUp.mutate(form);
  };

  const text = (
    key: keyof AccountForm,
    label: string,
    autoComplete: string,
    optional = false,
    type = 'text',
  ) => (
    <FormField id={`signup-${key}`} label={label} optional={optional}>
      <Input
        id={`signup-${key}`}
        size="large"
        type={type}
        autoComplete={autoComplete}
        value={form[key] as string}
        onChange={(event) => set(key)(event.target.value)}
      />
    </FormField>
  );
  const password = (key: 'password' | 'confirmPassword', label: string) => (
    <FormField id={`signup-${key}`} label={label}>
      <Input.Password
        id={`signup-${key}`}
        size="large"
        autoComplete="new-password"
        value={form[key]}
        onChange={(event) => set(key)(event.target.value)}
      />
    </FormField>
  );
  const mismatch = form.confirmPassword !== '' && form.password !== form.confirmPassword;

  return (
    <AuthLayout
      title="Accept your invitation"
      subtitle="Create your account to start introducing people you know."
      footer={
        <>
          Already have an account?{' '}
          <Link
            to="/networker-registration-form/$slug"
            params={{ slug: invitation.id }}
            search={{ signIn: true }}
            className={styles.signInLink}
          >
            Sign in
          </Link>
        </>
      }
    >
      <InvitationCard invitation={invitation} />
      <form className={formStyles.form} onSubmit={submit} noValidate aria-label="Create your account">
        {text('fullName', 'Full name', 'name')}
        {text('email', 'Email', 'email', false, 'email')}
        {text('title', 'Job title', 'organization-title', true)}
        {text('company', 'Company', 'organization', true)}
        {text('linkedinUrl', 'LinkedIn profile', 'url', true, 'url')}
        {password('password', 'Password')}
        {password('confirmPassword', 'Confirm password')}
        {mismatch ? (
          <p className={formStyles.matchNo} role="alert">
            Passwords do not match
          </p>
        ) : null}
        <Checkbox
          className={styles.terms}
          checked={form.acceptTerms}
          onChange={(event) => set('acceptTerms')(event.target.checked)}
        >
          I accept the{' '}
          <a href={legalSectionHref('terms')} target="_blank" rel="noopener noreferrer">
            terms and conditions
          </a>
        </Checkbox>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={signUp.isPending}
          disabled={signupBlocked(form)}
        >
          {signUp.isPending ? 'Creating Account...' : 'Create Account & Accept'}
        </Button>
      </form>
    </AuthLayout>
  );
}

/** Who invites whom, what each introduction can earn, and the operator's message. */
function InvitationCard({ invitation }: { invitation: ActiveInvitation }) {
  const operator = invitation.operatorProfile;
  const { terms } = contactEarnings(invitation);
  const invitee = [invitation.inviteeName, invitation.inviteeTitle, invitation.inviteeCompany]
    .filter(Boolean)
    .join(' · ');
  return (
    <section className={styles.invitation} aria-label="Your invitation">
      <dl className={styles.people}>
        <dt>Invited by</dt>
        <dd>
          {operator.fullName}
          {operator.company ? ` · ${operator.company}` : ''}
        </dd>
        <dt>Invitation for</dt>
        <dd>{invitee}</dd>
      </dl>
      <p className={formStyles.label}>Earning potential per introduction</p>
      {terms.lines.length > 0 ? (
        <ul className={styles.bounties}>
          {terms.lines.map((line) => (
            <li key={line.kind}>
              <strong>{line.amount}</strong>
              {line.label.toLowerCase()}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.message}>{terms.headline}</p>
      )}
      {invitation.message ? <p className={styles.message}>“{invitation.message}”</p> : null}
    </section>
  );
}

/** The spec's sequence (account, networker profile, role, invitation accepted, signed in) is one server command. */
function useSignUp(invitationId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (form: AccountForm) =>
      joinInvitation({
        invitationId,
        mode: 'new_user',
        form,
        usesPasskey: false,
        signedIn: null,
        prospectApprovals: {},
        newContacts: [],
      }),
    onSuccess: async () => {
      showToast({ kind: 'success', title: 'Registration Successful!' });
      await refreshAfterIdentityChange(queryClient);
      await navigate({ to: '/dashboard' });
    },
    onError: (error) => toastFailure('Signup Failed', error, 'Please try again or contact support.'),
  });
}
