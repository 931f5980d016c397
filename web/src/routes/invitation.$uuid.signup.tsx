import { createFileRoute } from '@tanstack/react-router';
import { InvitationSignupPage } from '../features/invitation-signup/InvitationSignupPage';

export const Route = createFileRoute('/invitation/$uuid/signup')({
  component: function InvitationSignupRoute() {
    return <InvitationSignupPage uuid={Route.useParams().uuid} />;
  },
});
