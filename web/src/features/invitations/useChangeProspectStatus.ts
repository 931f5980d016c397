import { type ProspectStatus } from '@referrals/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, isApiError } from '../../api/client';
import { celebrate } from '../../ui/celebrate';
import { showToast } from '../../ui/showToast';
import { usePipelineRefresh } from './usePipelineRefresh';

interface StatusChange {
  prospectId: string;
  status: ProspectStatus;
  /** Why, on a rejection. */
  reason?: string;
}

/**
 * The operator moves a prospect one step (or, from the Quick Actions, several). A change that lost
 * a race with another (409) or no longer applies (400) refreshes the list to show where it stands.
 */
export function useChangeProspectStatus(invitationId: string) {
  const refresh = usePipelineRefresh(invitationId);
  return useMutation({
    mutationFn: ({ prospectId, status, reason }: StatusChange) =>
      api('PATCH /api/prospect-submissions/:id/status', {
        params: { id: prospectId },
        body: reason ? { status, reason } : { status },
      }),
    onSuccess: async (_answer, { status }) => {
      if (status === 'approved') showToast({ kind: 'success', title: 'Prospect approved!' });
      else
        showToast({
          kind: 'success',
          title: 'Status Updated',
          description: 'Contact status updated successfully.',
        });
      // The spec celebrates every step forward but a rejection.
      if (status !== 'rejected') celebrate();
      await refresh();
    },
    onError: async (error) => {
      const conflict = isApiError(error) && error.status === 409;
      showToast({
        kind: 'error',
        title: 'Update Failed',
        description: conflict
          ? 'Someone else changed this prospect just now; here is where it stands.'
          : isApiError(error)
            ? error.userMessage
            : 'Failed to update status. Please try again.',
      });
      await refresh();
    },
  });
}
