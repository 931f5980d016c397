import { AUTH_UI_MESSAGES, type LoginRequest } from '@referrals/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client';
import { toastFailure } from './authToasts';
import { useWelcomeAfterSignIn } from './useWelcomeAfterSignIn';

/** Password sign-in: 'Welcome back!' and /dashboard on success, 'Sign In Failed' with the server's reason otherwise. */
export function useSignIn() {
  const welcome = useWelcomeAfterSignIn();
  return useMutation({
    mutationFn: (credentials: LoginRequest) => api('POST /api/auth/login', { body: credentials }),
    onSuccess: ({ user }) => welcome(user),
    onError: (error) => toastFailure(AUTH_UI_MESSAGES.signInFailed, error, AUTH_UI_MESSAGES.checkCredentials),
  });
}
