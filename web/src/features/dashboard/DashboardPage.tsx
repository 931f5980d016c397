import { type AuthUser, PRODUCT_NAME, ROLE_LABELS } from '@referrals/contracts';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { SignedInLayout } from '../../ui/SignedInLayout';
import page from '../../ui/SignedInPage.module.css';
import { usePageTitle } from '../../ui/usePageTitle';
import { DemoBanner } from '../onboarding/DemoBanner';
import { OnboardingChecklist } from '../onboarding/OnboardingChecklist';
import { OnboardingSlideshow } from '../tutorials/OnboardingSlideshow';
import { useNetworkerOnboarding } from '../tutorials/useNetworkerOnboarding';
import { DashboardSidebar } from './DashboardSidebar';
import { DashboardTabContent } from './DashboardTabContent';
import { currentDashboardTab, type DashboardSearch } from './dashboardTab';
import { useDashboardTarget } from './useDashboardTarget';

/** /dashboard: the signed-in home, one tab at a time (?tab=, or the hash), with the left navigation. */
export function DashboardPage({ user, search }: { user: AuthUser; search: DashboardSearch }) {
  usePageTitle(`Dashboard · ${PRODUCT_NAME}`);
  const firstName = user.name.trim().split(/\s+/)[0] ?? user.name;
  const onboarding = useNetworkerOnboarding(user);
  const hash = useLocation({ select: (location) => location.hash });
  const tab = currentDashboardTab(search, hash);
  const navigate = useNavigate();
  // Once a linked element was shown (or never appeared), the link's parameters go: a reload stays put.
  useDashboardTarget(search, () => {
    void navigate({ to: '/dashboard', search: search.tab ? { tab: search.tab } : {}, hash, replace: true });
  });

  return (
    <SignedInLayout user={user} navigation={<DashboardSidebar user={user} tab={tab} />}>
      {onboarding.show ? (
        <OnboardingSlideshow
          slides={onboarding.slides}
          onComplete={onboarding.complete}
          onSkip={onboarding.skip}
        />
      ) : null}
      {user.demo ? <DemoBanner /> : null}
      <div>
        <h1 className={page.title}>Welcome, {firstName}</h1>
        <p className={page.lead}>
          You are viewing {PRODUCT_NAME} as {ROLE_LABELS[user.activeRole].toLowerCase()}.
        </p>
      </div>
      {user.activeRole === 'operator' && !user.demo ? <OnboardingChecklist userId={user.id} /> : null}
      <DashboardTabContent
        user={user}
        tab={tab}
        linked={search.target !== undefined}
        target={search.target}
      />
    </SignedInLayout>
  );
}
