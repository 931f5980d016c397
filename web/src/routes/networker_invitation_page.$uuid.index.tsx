import { createFileRoute } from '@tanstack/react-router';
import { InvitationLandingPage } from '../features/invitation-landing/InvitationLandingPage';
import { prefetchPublicInvitation } from '../features/invitation-landing/prefetchPublicInvitation';

/** The public invitation page: the link an operator shares. */
export const Route = createFileRoute('/networker_invitation_page/$uuid/')({
  // Rendered without antd, so hydrating it derives no design token (ADR 0033).
  staticData: { withoutAntd: true },
  loader: ({ context, params }) => prefetchPublicInvitation(context.queryClient, params.uuid),
  component: function NetworkerInvitationLandingRoute() {
    return <InvitationLandingPage slug={Route.useParams().uuid} />;
  },
});
