import type { AskInvitationQuestionRequest } from '@referrals/contracts';
import { api } from '../../api/client';

/** POST /api/invitations/{idOrSlug}/questions: the visitor's question reaches the operator. */
export function askQuestion(invitationId: string, question: AskInvitationQuestionRequest) {
  return api('POST /api/invitations/:idOrSlug/questions', {
    params: { idOrSlug: invitationId },
    body: question,
  });
}
