import { createFileRoute } from '@tanstack/react-router';
import { requireOperatorInBrowser } from '../features/auth/requireSignedIn';
import { InvitationPreviewPage } from '../features/invitation-page/InvitationPreviewPage';

/** The same preview as /networker_invitation_page/{uuid}/preview (spec: both paths). */
export const Route = createFileRoute('/invite/$uuid/preview')({
  beforeLoad: ({ context }) => requireOperatorInBrowser(context),
  component: function InviteInvitationPreviewRoute() {
    return <InvitationPreviewPage uuid={Route.useParams().uuid} />;
  },
});
