import type {
  AuthUser,
  InvitationAnswer,
  InvitationAnswerStatus,
  NetworkerProfile,
} from '@referrals/contracts';
import { apiRequest } from '../../api/client';

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
    await apiRequest<NetworkerProfile>('POST', '/api/networker-profiles', {
      userId: user.id,
      fullName: user.name,
    });
  }
  return apiRequest<InvitationAnswer>('PATCH', `/api/invitations/${encodeURIComponent(invitationId)}`, {
    toUserId: user.id,
    status,
  });
}
