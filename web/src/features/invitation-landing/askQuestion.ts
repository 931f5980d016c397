import type { AskInvitationQuestionAnswer, AskInvitationQuestionRequest } from '@referrals/contracts';
import { apiRequest } from '../../api/client';

/** POST /api/invitations/{idOrSlug}/questions: the visitor's question reaches the operator. */
export function askQuestion(invitationId: string, question: AskInvitationQuestionRequest) {
  return apiRequest<AskInvitationQuestionAnswer>(
    'POST',
    `/api/invitations/${encodeURIComponent(invitationId)}/questions`,
    question,
  );
}
