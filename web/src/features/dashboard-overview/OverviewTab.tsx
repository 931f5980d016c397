import type { AuthUser } from '@referrals/contracts';
import { useQuery } from '@tanstack/react-query';
import Skeleton from 'antd/es/skeleton';
import { lazy, Suspense } from 'react';
import { FALLBACK_REFETCH_INTERVALS_MS } from '../../live/fallbackRefetchIntervals';
import { useFallbackRefetchInterval } from '../../live/useFallbackRefetchInterval';
import page from '../../ui/SignedInPage.module.css';
import { dashboardStatsQuery } from './dashboardQueries';
import { OverviewProfileCard } from './OverviewProfileCard';
import { RecentActivityCard } from './RecentActivityCard';
import { ReputationCard } from './ReputationCard';
import { StatCardsRow } from './StatCardsRow';
import styles from './Overview.module.css';

// The charts library is the heaviest part of the tab: it loads only when the Overview is opened.
const OverviewCharts = lazy(() => import('./OverviewCharts'));

/** /dashboard?tab=overview: the figures, the reputation, what happened lately and the two charts. */
export function OverviewTab({ user }: { user: AuthUser }) {
  const refetchInterval = useFallbackRefetchInterval(FALLBACK_REFETCH_INTERVALS_MS.dashboard);
  const stats = useQuery({ ...dashboardStatsQuery, refetchInterval });
  return (
    <>
      <OverviewProfileCard user={user} profileStatus={stats.data?.profileStatus} />
      {stats.isError ? (
        <section className={page.card}>
          <p role="alert">Your figures could not be loaded. Please reload the page.</p>
        </section>
      ) : (
        <StatCardsRow stats={stats.data} />
      )}
      <div className={styles.pair}>
        <ReputationCard />
        <RecentActivityCard />
      </div>
      {stats.data ? (
        <Suspense fallback={<ChartsLoading />}>
          <OverviewCharts stats={stats.data} />
        </Suspense>
      ) : stats.isPending ? (
        <ChartsLoading />
      ) : null}
    </>
  );
}

function ChartsLoading() {
  return (
    <section className={page.card} aria-busy="true" aria-label="Loading charts">
      <Skeleton active paragraph={{ rows: 6 }} />
    </section>
  );
}
