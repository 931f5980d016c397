import { AUTH_UI_MESSAGES, type AuthUser } from '@referrals/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { showToast } from '../../ui/showToast';
import { refreshAfterIdentityChange } from './sessionQuery';

/** After any sign-in: fresh session data, 'Welcome back!', and the dashboard. */
export function useWelcomeAfterSignIn(): (user: AuthUser) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (user) => {
    await refreshAfterIdentityChange(queryClient);
    showToast({
      kind: 'success',
      title: AUTH_UI_MESSAGES.welcomeBack,
      description: AUTH_UI_MESSAGES.signedInAs(user.name),
    });
    await navigate({ to: '/dashboard' });
  };
}
