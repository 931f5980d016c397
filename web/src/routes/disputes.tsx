import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../features/auth/requireSignedIn';
import { useSession } from '../features/auth/useSession';
import { DisputeQueuePage } from '../features/disputes/DisputeQueuePage';

/** The auditors' queue of disputes; a party's own disputes. */
export const Route = createFileRoute('/disputes')({
  beforeLoad: ({ context }) => requireSignedIn(context.queryClient),
  component: function DisputesRoute() {
    const { user: signedIn } = Route.useRouteContext();
    const { user } = useSession();
    return <DisputeQueuePage user={user ?? signedIn} />;
  },
});
