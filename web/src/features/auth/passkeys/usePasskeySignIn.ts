import { AUTH_UI_MESSAGES } from '@referrals/contracts';
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '../../../api/client';
import { showToast } from '../../../ui/showToast';
import { useWelcomeAfterSignIn } from '../useWelcomeAfterSignIn';
import { signInWithPasskey } from './passkeyCeremonies';
import { PasskeyFailure } from './passkeyFailure';

function reason(error: unknown): string {
  if (error instanceof PasskeyFailure) return error.message;
  if (isApiError(error)) return error.userMessage;
  return AUTH_UI_MESSAGES.passkeyTryAgain;
}

/** Passkey sign-in for the email typed on /login: 'Welcome back!' and /dashboard, or 'Passkey Authentication Failed'. */
export function usePasskeySignIn() {
  const welcome = useWelcomeAfterSignIn();
  return useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: (user) => welcome(user),
    onError: (error) =>
      showToast({
        kind: 'error',
        title: AUTH_UI_MESSAGES.passkeyAuthFailedTitle,
        description: reason(error),
      }),
  });
}
