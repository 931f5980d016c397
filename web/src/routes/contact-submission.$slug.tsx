import { createFileRoute, redirect } from '@tanstack/react-router';
import { sessionQuery } from '../features/auth/sessionQuery';
import { useSession } from '../features/auth/useSession';
import { ContactSubmissionPage } from '../features/contact-submission/ContactSubmissionPage';

/** The contact submission wizard; signed-out visitors sign in on the registration form and come back. */
export const Route = createFileRoute('/contact-submission/$slug')({
  beforeLoad: async ({ context, params }) => {
    const session = await context.queryClient.ensureQueryData(sessionQuery);
    if (!session.user) {
      redirect({ to: '/networker-registration-form/$slug', params, replace: true, throw: true });
    }
    return { user: session.user! };
  },
  component: function ContactSubmissionRoute() {
    const { user: signedIn } = Route.useRouteContext();
    const { user } = useSession();
    return <ContactSubmissionPage slug={Route.useParams().slug} user={user ?? signedIn} />;
  },
});
