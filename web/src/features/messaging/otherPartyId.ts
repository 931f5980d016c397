import type { Conversation } from '@referrals/contracts';

/** The user on the other side of the conversation from the viewer. */
export function otherPartyId(
  conversation: Pick<Conversation, 'yourRole' | 'operatorId' | 'networkerUserId'>,
): string {
  return conversation.yourRole === 'operator' ? conversation.networkerUserId : conversation.operatorId;
}
