import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../features/auth/requireSignedIn';
import { useSession } from '../features/auth/useSession';
import { ProspectHistoryPage } from '../features/prospect-history/ProspectHistoryPage';

/** A prospect's audit history: its two parties and auditors (the server refuses anyone else). */
export const Route = createFileRoute('/prospects/$prospectId/history')({
  beforeLoad: ({ context }) => requireSignedIn(context.queryClient),
  component: function ProspectHistoryRoute() {
    const { user: signedIn } = Route.useRouteContext();
    const { user } = useSession();
    return <ProspectHistoryPage user={user ?? signedIn} prospectId={Route.useParams().prospectId} />;
  },
});
