import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../features/auth/requireSignedIn';
import { useSession } from '../features/auth/useSession';
import { NotificationsPage } from '../features/notifications/NotificationsPage';

export const Route = createFileRoute('/networker-notifications')({
  beforeLoad: ({ context }) => requireSignedIn(context.queryClient),
  component: function NotificationsRoute() {
    const { user: signedIn } = Route.useRouteContext();
    const { user } = useSession();
    return <NotificationsPage user={user ?? signedIn} />;
  },
});
