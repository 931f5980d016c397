import { createFileRoute } from '@tanstack/react-router';
import { NetworkerRegistrationFormPage } from '../features/networker-registration-form/NetworkerRegistrationFormPage';

/** The registration form: an account for the invitation, then the contact submission wizard. */
export const Route = createFileRoute('/networker-registration-form/$slug')({
  component: function NetworkerRegistrationFormRoute() {
    return <NetworkerRegistrationFormPage slug={Route.useParams().slug} />;
  },
});
