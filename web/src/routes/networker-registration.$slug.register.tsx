import { createFileRoute } from '@tanstack/react-router';
import { NetworkerRegistrationFormPage } from '../features/networker-registration-form/NetworkerRegistrationFormPage';

/** A registration entry that links land on: the same registration form. */
export const Route = createFileRoute('/networker-registration/$slug/register')({
  validateSearch: (search: Record<string, unknown>): { signIn?: boolean } =>
    search.signIn === true || search.signIn === 'true' ? { signIn: true } : {},
  component: function NetworkerRegistrationRegisterRoute() {
    return (
      <NetworkerRegistrationFormPage
        slug={Route.useParams().slug}
        signIn={Route.useSearch().signIn === true}
      />
    );
  },
});
