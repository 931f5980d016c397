import type { AuthUser, InvitationAnswer, InvitationAnswerStatus } from '@referrals/contracts';
import { api } from '../../api/client';

/**
 * The signed-in invitee's answer, as the spec's signup sequence sends it (PATCH /api/invitations/{id});
 * accepting needs a networker profile first, made from the account's name when there is none.
 */
export async function answerInvitation(
  invitationId: string,
  user: AuthUser,
  status: InvitationAnswerStatus,
): Promise<InvitationAnswer> {
  if (status === 'accepted' && !user.hasNetworkerProfile) {
    await api('POST /api/networker-profiles', { body: { userId: user.id, fullName: user.name } });
  }
  return api('PATCH /api/invitations/:id', {
    params: { id: invitationId },
    body: { toUserId: user.id, status },
  });
}
