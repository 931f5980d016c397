import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../features/auth/requireSignedIn';
import { useSession } from '../features/auth/useSession';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { readDashboardSearch } from '../features/dashboard/dashboardTab';

export const Route = createFileRoute('/dashboard')({
  validateSearch: readDashboardSearch,
  beforeLoad: ({ context }) => requireSignedIn(context.queryClient),
  component: function DashboardRoute() {
    const { user: signedIn } = Route.useRouteContext();
    // The live session wins over the one checked at navigation (a role switch updates it).
    const { user } = useSession();
    return <DashboardPage user={user ?? signedIn} search={Route.useSearch()} />;
  },
});
