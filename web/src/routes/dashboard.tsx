import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../features/auth/requireSignedIn';
import { useSession } from '../features/auth/useSession';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { readDashboardTab } from '../features/dashboard/dashboardTab';

export const Route = createFileRoute('/dashboard')({
  validateSearch: readDashboardTab,
  beforeLoad: ({ context }) => requireSignedIn(context.queryClient),
  component: function DashboardRoute() {
    const { user: signedIn } = Route.useRouteContext();
    const { tab } = Route.useSearch();
    // The live session wins over the one checked at navigation (a role switch updates it).
    const { user } = useSession();
    return <DashboardPage user={user ?? signedIn} tab={tab} />;
  },
});
