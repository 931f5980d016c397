import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../features/auth/requireSignedIn';
import { NetworkerReviewPage } from '../features/reviews/NetworkerReviewPage';

/** The networker's review of an invitation's operator (spec: /review/{invitationUuid}). */
export const Route = createFileRoute('/review/$invitationUuid')({
  validateSearch: (search: Record<string, unknown>): { prospectId?: string } =>
    typeof search.prospectId === 'string' && search.prospectId ? { prospectId: search.prospectId } : {},
  beforeLoad: ({ context }) => requireSignedIn(context.queryClient),
  component: function ReviewRoute() {
    return (
      <NetworkerReviewPage
        invitationUuid={Route.useParams().invitationUuid}
        prospectId={Route.useSearch().prospectId}
      />
    );
  },
});
