import { NETWORKER_JOURNEY_MESSAGES as M } from '@referrals/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { refreshAfterIdentityChange } from '../auth/sessionQuery';
import { toastFailure } from '../auth/authToasts';

/**
 * Runs one way of joining the invitation (register, sign in and associate), then opens the
 * contact submission wizard for it; a failure says so with the server's reason.
 */
export function useJoinThenSubmitContacts(slug: string, failureTitle: string = M.registrationFailedTitle) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (join: () => Promise<unknown>) => {
      await join();
    },
    onSuccess: async () => {
      await refreshAfterIdentityChange(queryClient);
      await navigate({ to: '/contact-submission/$slug', params: { slug } });
    },
    onError: (error) => toastFailure(failureTitle, error, M.registrationFailed),
  });
}
