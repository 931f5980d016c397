import { PROSPECT_STATUS_LABELS, type ProspectStatus } from '@referrals/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, isApiError } from '../../api/client';
import { showToast } from '../../ui/showToast';
import { usePipelineRefresh } from './usePipelineRefresh';

interface StatusCorrection {
  prospectId: string;
  /** The status being corrected: the prospect's current one, as the operator sees it. */
  from: ProspectStatus;
  /** Needed once the undo window has passed. */
  reason?: string;
}

/**
 * The operator undoes the last status change, or corrects it later with a reason. The server records
 * a correction (never rewriting the history) and moves the prospect back to the status before it.
 */
export function useCorrectProspectStatus(invitationId: string) {
  const refresh = usePipelineRefresh(invitationId);
  return useMutation({
    mutationFn: ({ prospectId, from, reason }: StatusCorrection) =>
      api('POST /api/prospects/:id/status-corrections', {
        params: { id: prospectId },
        body: reason ? { from, reason } : { from },
      }),
    onSuccess: async (_answer, { from }) => {
      showToast({
        kind: 'success',
        title: 'Status Corrected',
        description: `The change to ${PROSPECT_STATUS_LABELS[from]} was corrected; the history keeps both.`,
      });
      await refresh();
    },
    onError: async (error) => {
      showToast({
        kind: 'error',
        title: 'Correction Failed',
        description: isApiError(error)
          ? error.userMessage
          : 'Failed to correct the status. Please try again.',
      });
      await refresh();
    },
  });
}
