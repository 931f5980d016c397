import { type AuthUser, PRODUCT_NAME, ROLE_LABELS } from '@referrals/contracts';
import { ButtonLink } from '../../ui/ButtonLink';
import { NetworkerEarningsCard } from '../bounty-ledger/NetworkerEarningsCard';
import { OperatorPayoutsCard } from '../bounty-ledger/OperatorPayoutsCard';
import { SignedInLayout } from '../../ui/SignedInLayout';
import { InvitationQuestionsCard } from '../invitation-questions/InvitationQuestionsCard';
import { MessagingPanel } from '../messaging/MessagingPanel';
import { InvitationsPanel } from '../invitations/InvitationsPanel';
import { NetworkerContactsPanel } from '../networker-contacts/NetworkerContactsPanel';
import { ProfileStatusCard } from '../operator-profile/ProfileStatusCard';
import { OnboardingSlideshow } from '../tutorials/OnboardingSlideshow';
import { useNetworkerOnboarding } from '../tutorials/useNetworkerOnboarding';
import { usePageTitle } from '../../ui/usePageTitle';
import page from '../../ui/SignedInPage.module.css';
import type { DashboardTab } from './dashboardTab';

function signInMethods(user: AuthUser): string {
  const methods = [
    user.signInMethods.password ? 'Password' : null,
    user.signInMethods.passkeys > 0
      ? `${user.signInMethods.passkeys} passkey${user.signInMethods.passkeys === 1 ? '' : 's'}`
      : null,
    user.signInMethods.linkedin ? 'LinkedIn' : null,
  ].filter(Boolean);
  return methods.join(', ') || 'None';
}

/** /dashboard: the signed-in home. Operators manage their invitations here; contacts and the pipeline join it as they are built. */
export function DashboardPage({ user, tab }: { user: AuthUser; tab?: DashboardTab | undefined }) {
  usePageTitle(`Dashboard · ${PRODUCT_NAME}`);
  const firstName = user.name.trim().split(/\s+/)[0] ?? user.name;
  const onboarding = useNetworkerOnboarding(user);
  return (
    <SignedInLayout user={user}>
      {onboarding.show ? (
        <OnboardingSlideshow onComplete={onboarding.finish} onSkip={onboarding.finish} />
      ) : null}
      <div>
        <h1 className={page.title}>Welcome, {firstName}</h1>
        <p className={page.lead}>
          You are viewing {PRODUCT_NAME} as {ROLE_LABELS[user.activeRole].toLowerCase()}.
        </p>
      </div>
      <nav aria-label="Dashboard">
        {tab === 'messages' ? (
          <ButtonLink to="/dashboard">Back to Dashboard</ButtonLink>
        ) : (
          <ButtonLink to="/dashboard" search={{ tab: 'messages' }}>
            Messages
          </ButtonLink>
        )}
      </nav>
      {tab === 'messages' ? <MessagingPanel /> : <DashboardHome user={user} />}
    </SignedInLayout>
  );
}

/** The default tab: the operator's invitations or the networker's contacts, and the account. */
function DashboardHome({ user }: { user: AuthUser }) {
  return (
    <>
      {user.activeRole === 'operator' ? (
        <>
          <ProfileStatusCard user={user} />
          <InvitationsPanel user={user} />
          <OperatorPayoutsCard />
          <InvitationQuestionsCard />
        </>
      ) : (
        <>
          <NetworkerContactsPanel />
          <NetworkerEarningsCard />
        </>
      )}
      <section className={page.card} aria-labelledby="account-title">
        <h2 id="account-title" className={page.cardTitle}>
          Your account
        </h2>
        <dl className={page.facts}>
          <dt>Name</dt>
          <dd>{user.name}</dd>
          <dt>Email</dt>
          <dd>{user.email}</dd>
          <dt>Roles</dt>
          <dd>{user.roles.map((role) => ROLE_LABELS[role]).join(', ')}</dd>
          <dt>Sign-in methods</dt>
          <dd>{signInMethods(user)}</dd>
        </dl>
      </section>
    </>
  );
}
