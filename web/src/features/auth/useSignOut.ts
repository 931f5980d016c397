import { AUTH_UI_MESSAGES } from '@referrals/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { rememberCsrfToken } from '../../api/csrfToken';
import { showToast } from '../../ui/showToast';

/** Ends the session, clears cached data, and reloads the page (spec). */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('POST /api/auth/logout'),
    onSuccess: () => {
      queryClient.clear();
      rememberCsrfToken(null);
      window.location.assign('/');
    },
    onError: () => showToast({ kind: 'error', title: AUTH_UI_MESSAGES.logoutFailed }),
  });
}
