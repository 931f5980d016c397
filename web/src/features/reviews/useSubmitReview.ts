import { REVIEW_MESSAGES, type SubmitReviewRequest } from '@referrals/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { ApiError } from '../../api/ApiError';
import { showToast } from '../../ui/showToast';
import { reviewStatusQuery } from './reviewQueries';

/** POST /api/reviews in the caller's active role, with the spec's toasts; the prospect's review status refreshes. */
export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SubmitReviewRequest) => api('POST /api/reviews', { body: request }),
    onSuccess: (_answer, request) => {
      showToast({
        kind: 'success',
        title: REVIEW_MESSAGES.submittedTitle,
        description: REVIEW_MESSAGES.submitted,
      });
      return queryClient.invalidateQueries({ queryKey: reviewStatusQuery(request.submissionId).queryKey });
    },
    onError: (error) =>
      showToast({
        kind: 'error',
        title: REVIEW_MESSAGES.failedTitle,
        description: error instanceof ApiError ? error.userMessage : REVIEW_MESSAGES.failed,
      }),
  });
}
