import { AUTH_UI_MESSAGES, ROLE_LABELS, type UserRole } from '@referrals/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { showToast } from '../../ui/showToast';
import { refreshAfterIdentityChange } from './sessionQuery';

/** Switches the role a user with both profiles acts in; /api/auth/me and the session are refreshed. */
export function useSwitchRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: UserRole) => api('POST /api/user-roles/switch', { body: { role } }),
    onSuccess: async ({ user }) => {
      await refreshAfterIdentityChange(queryClient);
      showToast({
        kind: 'success',
        title: AUTH_UI_MESSAGES.roleSwitched(ROLE_LABELS[user.activeRole].toLowerCase()),
      });
    },
    onError: () => showToast({ kind: 'error', title: AUTH_UI_MESSAGES.roleSwitchFailed }),
  });
}
