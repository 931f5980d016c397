import { AUTH_UI_MESSAGES, type LoginRequest, type UserAnswer } from '@referrals/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../api/client';
import { showToast } from '../../ui/showToast';
import { useWelcomeAfterSignIn } from './useWelcomeAfterSignIn';

/** Password sign-in: 'Welcome back!' and /dashboard on success, 'Sign In Failed' with the server's reason otherwise. */
export function useSignIn() {
  const welcome = useWelcomeAfterSignIn();
  return useMutation({
    mutationFn: (credentials: LoginRequest) => apiRequest<UserAnswer>('POST', '/api/auth/login', credentials),
    onSuccess: ({ user }) => welcome(user),
    onError: (error) => {
      showToast({
        kind: 'error',
        title: AUTH_UI_MESSAGES.signInFailed,
        description: isApiError(error) ? error.userMessage : AUTH_UI_MESSAGES.checkCredentials,
      });
    },
  });
}
