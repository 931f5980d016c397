import type { LinkedInRegistrationSearch } from '@referrals/contracts';
import { LinkedInRegistrationForm } from './LinkedInRegistrationForm';
import { RegistrationErrorScreen } from './RegistrationErrorScreen';
import { registrationScreen } from './registrationScreen';

/** /registration, where LinkedIn sign-in leads: the error screen or the form (the route handles redirects). */
export function LinkedInRegistrationPage({ search }: { search: LinkedInRegistrationSearch }) {
  const screen = registrationScreen(search);
  switch (screen.kind) {
    case 'error':
      return <RegistrationErrorScreen message={screen.message} />;
    case 'form':
      return <LinkedInRegistrationForm profile={screen.profile} invitationUuid={screen.invitationUuid} />;
    case 'redirect':
      return null;
  }
}
