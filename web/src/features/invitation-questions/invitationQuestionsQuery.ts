import { INVITATION_QUESTIONS_PATH, type InvitationQuestionItem } from '@referrals/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

/** Questions visitors asked on the operator's invitation pages; the projector names this key when one arrives. */
export const invitationQuestionsQuery = queryOptions({
  queryKey: [INVITATION_QUESTIONS_PATH] as const,
  queryFn: ({ signal }) =>
    apiRequest<InvitationQuestionItem[]>('GET', INVITATION_QUESTIONS_PATH, undefined, { signal }),
});
