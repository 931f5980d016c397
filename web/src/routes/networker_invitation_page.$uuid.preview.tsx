import { createFileRoute } from '@tanstack/react-router';
import { requireOperatorInBrowser } from '../features/auth/requireSignedIn';
import { InvitationPreviewPage } from '../features/invitation-page/InvitationPreviewPage';

export const Route = createFileRoute('/networker_invitation_page/$uuid/preview')({
  beforeLoad: ({ context }) => requireOperatorInBrowser(context),
  component: function InvitationPreviewRoute() {
    return <InvitationPreviewPage uuid={Route.useParams().uuid} />;
  },
});
