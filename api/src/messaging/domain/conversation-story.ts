import type { ConversationStreamEventType } from '@referrals/contracts';
import type { DecidedEvent } from '../../kernel/decider.js';
import { deciderStory } from '../../kernel/given-when-then.js';
import { conversationDecider } from './conversation.js';
import type { ConversationPair } from './conversation-commands.js';

/**
 * Given/when/then for the conversation's decider: the events already on the stream, a command with
 * the facts the handler loaded, and the events it decides (or its refusal). Test support only.
 */

type ConversationFact = DecidedEvent<ConversationStreamEventType>;

export const CONVERSATION = 'c-1';
export const OPERATOR = 'op-1';
export const NETWORKER = 'nw-1';
export const PAIR: ConversationPair = {
  operatorId: OPERATOR,
  networkerUserId: NETWORKER,
  operatorName: 'Olga Operator',
  networkerName: 'Nora Networker',
};

export const given = deciderStory(conversationDecider, `conversation-${CONVERSATION}`, {
  pair: PAIR,
  prospectOfPair: true,
});

/** A message on the stream, from the given side. */
export const messageSent = (
  messageId: string,
  senderType: 'operator' | 'networker',
  message = 'Hello',
): ConversationFact => ({
  type: 'MessageSent',
  data: {
    conversationId: CONVERSATION,
    messageId,
    operatorId: OPERATOR,
    networkerUserId: NETWORKER,
    senderUserId: senderType === 'operator' ? OPERATOR : NETWORKER,
    senderType,
    senderName: senderType === 'operator' ? PAIR.operatorName : PAIR.networkerName,
    message,
    prospectId: null,
  },
});
