import { createFileRoute } from '@tanstack/react-router';
import { useSession } from '../features/auth/useSession';
import { lazy, Suspense } from 'react';
import { LandingPage } from '../features/landing/LandingPage';
import { AntdTheme } from '../ui/AntdTheme';

// Kept out of the landing page's first paint: most visitors of "/" are signed out.
const DashboardPage = lazy(() =>
  import('../features/dashboard/DashboardPage').then((module) => ({ default: module.DashboardPage })),
);

/** "/" is the dashboard for a signed-in user and the landing page for everyone else (spec). */
export const Route = createFileRoute('/')({
  // The landing page is rendered without antd (ADR 0033); the dashboard brings antd's theme itself.
  staticData: { withoutAntd: true },
  component: function HomeRoute() {
    const { user } = useSession();
    if (!user) return <LandingPage />;
    return (
      <AntdTheme>
        <Suspense fallback={null}>
          <DashboardPage user={user} search={{}} />
        </Suspense>
      </AntdTheme>
    );
  },
});
