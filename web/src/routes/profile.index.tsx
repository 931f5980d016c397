import { createFileRoute } from '@tanstack/react-router';
import { requireOperator } from '../features/auth/requireSignedIn';
import { ProfilePage } from '../features/operator-profile/ProfilePage';

export const Route = createFileRoute('/profile/')({
  beforeLoad: ({ context }) => requireOperator(context.queryClient),
  component: function ProfileRoute() {
    return <ProfilePage user={Route.useRouteContext().user} />;
  },
});
