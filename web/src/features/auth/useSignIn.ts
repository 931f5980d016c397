import { AUTH_UI_MESSAGES, type LoginRequest, type UserAnswer } from '@referrals/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { apiRequest, isApiError } from '../../api/client';
import { showToast } from '../../ui/showToast';
import { refreshAfterIdentityChange } from './sessionQuery';

/** Password sign-in: 'Welcome back!' and /dashboard on success, 'Sign In Failed' with the server's reason otherwise. */
export function useSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (credentials: LoginRequest) => apiRequest<UserAnswer>('POST', '/api/auth/login', credentials),
    onSuccess: async ({ user }) => {
      await refreshAfterIdentityChange(queryClient);
      showToast({
        kind: 'success',
        title: AUTH_UI_MESSAGES.welcomeBack,
        description: AUTH_UI_MESSAGES.signedInAs(user.name),
      });
      await navigate({ to: '/dashboard' });
    },
    onError: (error) => {
      showToast({
        kind: 'error',
        title: AUTH_UI_MESSAGES.signInFailed,
        description: isApiError(error) ? error.userMessage : AUTH_UI_MESSAGES.checkCredentials,
      });
    },
  });
}
