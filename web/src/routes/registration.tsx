import { createFileRoute, redirect } from '@tanstack/react-router';
import { LinkedInRegistrationPage } from '../features/linkedin/LinkedInRegistrationPage';
import { readRegistrationSearch, registrationScreen } from '../features/linkedin/registrationScreen';

export const Route = createFileRoute('/registration')({
  validateSearch: readRegistrationSearch,
  beforeLoad: ({ search }) => {
    const screen = registrationScreen(search);
    if (screen.kind === 'redirect') redirect({ href: screen.href, replace: true, throw: true });
  },
  component: RegistrationRoute,
});

function RegistrationRoute() {
  return <LinkedInRegistrationPage search={Route.useSearch()} />;
}
