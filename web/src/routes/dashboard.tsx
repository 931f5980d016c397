import { createFileRoute, Navigate, redirect } from '@tanstack/react-router';
import { requireSignedIn } from '../features/auth/requireSignedIn';
import { useSession } from '../features/auth/useSession';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { readDashboardSearch } from '../features/dashboard/dashboardTab';

export const Route = createFileRoute('/dashboard')({
  validateSearch: readDashboardSearch,
  beforeLoad: async ({ context }) => {
    const signedIn = await requireSignedIn(context.queryClient);
    // An auditor's dashboard is the disputes queue: the tabs are the parties' work.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (signedIn.user.activeRole === 'auditor') throw redirect({ to: '/disputes' });
    return signedIn;
  },
  component: function DashboardRoute() {
    const { user: signedIn } = Route.useRouteContext();
    // The live session wins over the one checked at navigation (a role switch updates it).
    const { user } = useSession();
    const search = Route.useSearch();
    const current = user ?? signedIn;
    if (current.activeRole === 'auditor') return <Navigate to="/disputes" replace />;
    return <DashboardPage user={current} search={search} />;
  },
});
