import type { ConversationMessage, MessageSenderType } from '@referrals/contracts';

export interface ReplyContext {
  prospectId: string;
  prospectName: string;
  /** The other party's message the context comes from (a dismissal holds until a newer one). */
  fromMessageId: string;
}

/**
 * What a reply is about by default: the contact of the other party's latest message, if it named
 * one. The networker writes under a contact's card; the operator's answer then lands under that
 * card too, unless the operator says it is not about that contact.
 */
export function replyContext(
  messages: readonly ConversationMessage[] | undefined,
  yourRole: MessageSenderType,
): ReplyContext | null {
  const theirLatest = [...(messages ?? [])].reverse().find((message) => message.senderType !== yourRole);
  if (!theirLatest?.prospectId) return null;
  return {
    prospectId: theirLatest.prospectId,
    prospectName: theirLatest.prospectContext ?? 'this contact',
    fromMessageId: theirLatest.id,
  };
}
