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
import { ProspectStatusPanel } from '../prospect-status/ProspectStatusPanel';
import styles from './DashboardPage.module.css';
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
      <DashboardNav user={user} tab={tab ?? 'invitations'} />
      {tab === 'messages' ? (
        <MessagingPanel />
      ) : tab === 'contacts' ? (
        <ContactStatus user={user} />
      ) : (
        <DashboardHome user={user} />
      )}
    </SignedInLayout>
  );
}

/** The tabs built so far, as links: the current one is marked for assistive technology. */
function DashboardNav({ user, tab }: { user: AuthUser; tab: DashboardTab }) {
  const links: { tab: DashboardTab; label: string }[] = [
    { tab: 'invitations', label: 'Invitations' },
    { tab: 'contacts', label: user.activeRole === 'operator' ? 'Prospect Status' : 'Contact Status' },
    { tab: 'messages', label: 'Messages' },
  ];
  return (
    <nav aria-label="Dashboard" className={styles.nav}>
      {links.map((link) => (
        <ButtonLink
          key={link.tab}
          to="/dashboard"
          search={link.tab === 'invitations' ? {} : { tab: link.tab }}
          color={link.tab === tab ? 'primary' : 'default'}
          variant={link.tab === tab ? 'solid' : 'outlined'}
          aria-current={link.tab === tab ? 'page' : undefined}
        >
          {link.label}
        </ButtonLink>
      ))}
    </nav>
  );
}

/** The contacts tab: the operator's Prospect Status, or the networker's contacts with their earnings. */
function ContactStatus({ user }: { user: AuthUser }) {
  return user.activeRole === 'operator' ? (
    <ProspectStatusPanel />
  ) : (
    <>
      <NetworkerContactsPanel />
      <NetworkerEarningsCard />
    </>
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
