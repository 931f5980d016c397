import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../features/auth/requireSignedIn';
import { useSession } from '../features/auth/useSession';
import { NotificationSettingsPage } from '../features/notifications/NotificationSettingsPage';

export const Route = createFileRoute('/notification-settings')({
  beforeLoad: ({ context }) => requireSignedIn(context.queryClient),
  component: function NotificationSettingsRoute() {
    const { user: signedIn } = Route.useRouteContext();
    const { user } = useSession();
    return <NotificationSettingsPage user={user ?? signedIn} />;
  },
});
