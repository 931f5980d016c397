import { createFileRoute } from '@tanstack/react-router';
import { NetworkerRegistrationFormPage } from '../features/networker-registration-form/NetworkerRegistrationFormPage';

/** The registration form: an account for the invitation, then the contact submission wizard. */
export const Route = createFileRoute('/networker-registration-form/$slug')({
  validateSearch: (search: Record<string, unknown>): { signIn?: boolean } =>
    search.signIn === true || search.signIn === 'true' ? { signIn: true } : {},
  component: function NetworkerRegistrationFormRoute() {
    return (
      <NetworkerRegistrationFormPage
        slug={Route.useParams().slug}
        signIn={Route.useSearch().signIn === true}
      />
    );
  },
});
