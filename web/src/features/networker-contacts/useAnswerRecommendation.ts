import {
  NETWORKER_LIST_QUERY_KEYS,
  PROSPECT_LIST_MESSAGES as M,
  type RecommendationAnswerRequest,
} from '@referrals/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../api/client';
import { showToast } from '../../ui/showToast';

interface Answer {
  prospectId: string;
  status: RecommendationAnswerRequest['status'];
}

/**
 * The networker approves or rejects one recommendation. Either way the lists are refreshed: an
 * answer given meanwhile (409, from another tab) shows where the recommendation stands.
 */
export function useAnswerRecommendation() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(
      Object.values(NETWORKER_LIST_QUERY_KEYS).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  return useMutation({
    mutationFn: ({ prospectId, status }: Answer) =>
      api('PATCH /api/prospects/:id/status', { params: { id: prospectId }, body: { status } }),
    onSuccess: async () => {
      showToast({ kind: 'success', title: M.statusUpdatedTitle, description: M.statusUpdated });
      await refresh();
    },
    onError: async (error) => {
      showToast({
        kind: 'error',
        title: M.statusUpdateFailedTitle,
        description: isApiError(error) ? error.userMessage : M.statusUpdateFailed,
      });
      await refresh();
    },
  });
}
