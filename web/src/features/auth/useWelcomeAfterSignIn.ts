import { AUTH_UI_MESSAGES, type AuthUser } from '@referrals/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { showToast } from '../../ui/showToast';
import { localReturnPath } from './returnPath';
import { refreshAfterIdentityChange } from './sessionQuery';

/** After any sign-in: fresh session data, 'Welcome back!', and the dashboard (or the page the sign-in came from). */
export function useWelcomeAfterSignIn(): (user: AuthUser) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const returnTo = localReturnPath(useSearch({ strict: false }).redirect);
  return async (user) => {
    await refreshAfterIdentityChange(queryClient);
    showToast({
      kind: 'success',
      title: AUTH_UI_MESSAGES.welcomeBack,
      description: AUTH_UI_MESSAGES.signedInAs(user.name),
    });
    await (returnTo ? navigate({ href: returnTo }) : navigate({ to: '/dashboard' }));
  };
}
