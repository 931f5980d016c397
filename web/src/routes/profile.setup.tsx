import { createFileRoute } from '@tanstack/react-router';
import { requireOperator } from '../features/auth/requireSignedIn';
import { ProfileSetupPage } from '../features/operator-profile/ProfileSetupPage';

export const Route = createFileRoute('/profile/setup')({
  beforeLoad: ({ context }) => requireOperator(context.queryClient),
  component: function ProfileSetupRoute() {
    return <ProfileSetupPage user={Route.useRouteContext().user} />;
  },
});
