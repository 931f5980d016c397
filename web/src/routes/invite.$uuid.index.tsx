import { createFileRoute } from '@tanstack/react-router';
import { InvitationLandingPage } from '../features/invitation-landing/InvitationLandingPage';
import { prefetchPublicInvitation } from '../features/invitation-landing/prefetchPublicInvitation';

/** The public invitation page (spec: the same page as /networker_invitation_page/{slug}). */
export const Route = createFileRoute('/invite/$uuid/')({
  // Rendered without antd, so hydrating it derives no design token (ADR 0033).
  staticData: { withoutAntd: true },
  loader: ({ context, params }) => prefetchPublicInvitation(context.queryClient, params.uuid),
  component: function InviteLandingRoute() {
    return <InvitationLandingPage slug={Route.useParams().uuid} />;
  },
});
