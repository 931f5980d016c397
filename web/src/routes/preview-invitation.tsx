import { createFileRoute } from '@tanstack/react-router';
import { requireOperator } from '../features/auth/requireSignedIn';
import { SampleInvitationPreviewPage } from '../features/invitation-page/SampleInvitationPreviewPage';

export const Route = createFileRoute('/preview-invitation')({
  beforeLoad: ({ context }) => requireOperator(context.queryClient),
  component: function SampleInvitationPreviewRoute() {
    return <SampleInvitationPreviewPage user={Route.useRouteContext().user} />;
  },
});
