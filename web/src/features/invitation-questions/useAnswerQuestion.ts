import { INVITATION_QUESTION_MESSAGES } from '@referrals/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { showToast } from '../../ui/showToast';
import { invitationQuestionsQuery } from './invitationQuestionsQuery';

/** Sends the operator's reply to a question (emailed to the asker), then refetches the card. */
export function useAnswerQuestion(questionId: string, askerEmail: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: string) =>
      api('POST /api/operator/invitation-questions/:questionId/replies', {
        params: { questionId },
        body: { answer: answer.trim() },
      }),
    onSuccess: async () => {
      showToast({
        kind: 'success',
        title: INVITATION_QUESTION_MESSAGES.replySentTitle,
        description: `Emailed to ${askerEmail}.`,
      });
      await queryClient.invalidateQueries({ queryKey: invitationQuestionsQuery.queryKey });
    },
  });
}
