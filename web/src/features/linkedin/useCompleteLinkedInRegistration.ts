import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { AUTH_UI_MESSAGES, type LinkedInCompleteRequest, queryKey } from '@referrals/contracts';
import { api } from '../../api/client';
import { showToast } from '../../ui/showToast';
import { toastFailure } from '../auth/authToasts';
import { landingAfterSignIn } from './registrationScreen';

/** Creates the account of the LinkedIn identity waiting in the session, then goes on signed in. */
export function useCompleteLinkedInRegistration() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useMutation({
    mutationFn: (request: LinkedInCompleteRequest) =>
      api('POST /api/auth/linkedin/complete', { body: request }),
    onSuccess: async ({ user }, request) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKey('GET /api/auth/session') }),
        queryClient.invalidateQueries({ queryKey: queryKey('GET /api/auth/me') }),
      ]);
      showToast({
        kind: 'success',
        title: AUTH_UI_MESSAGES.registrationSuccessTitle,
        description: user.name,
      });
      await navigate({ href: landingAfterSignIn(request.invitationUuid) });
    },
    onError: (error) =>
      toastFailure(AUTH_UI_MESSAGES.registrationFailedTitle, error, AUTH_UI_MESSAGES.somethingWentWrong),
  });
}
