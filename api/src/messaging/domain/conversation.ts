import {
  CONVERSATION_STREAM_EVENT_TYPES,
  type ConversationStreamEventType,
  type MessageSenderType,
  MESSAGING_MESSAGES,
} from '@referrals/contracts';
import { type Decider, type Decision, refuse } from '../../kernel/decider.js';
import type {
  ConversationCommand,
  ConversationFacts,
  ConversationPair,
  ConversationRefusalCode,
} from './conversation-commands.js';
import {
  type ConversationState,
  evolveConversation,
  initialConversationState,
} from './conversation-state.js';

/**
 * The conversation aggregate (`conversation-{id}`): one per operator–networker pair, started by the
 * networker's acceptance (in the read model), written to by its two parties. Only they may write,
 * each from their own side, about the pair's own contacts.
 */

type ConversationDecision = Decision<ConversationStreamEventType, ConversationRefusalCode>;
type Command<Type extends ConversationCommand['type']> = Extract<ConversationCommand, { type: Type }>;

/** The side a user is on in the pair's conversation; null when they are not one of its two parties. */
export function sideOf(
  pair: Pick<ConversationPair, 'operatorId' | 'networkerUserId'>,
  userId: string,
): MessageSenderType | null {
  if (pair.operatorId === userId) return 'operator';
  if (pair.networkerUserId === userId) return 'networker';
  return null;
}

function sendMessage(command: Command<'SendMessage'>, facts: ConversationFacts): ConversationDecision {
  const side = facts.pair && sideOf(facts.pair, command.senderUserId);
  // An outsider learns nothing, not even that the conversation exists.
  if (!facts.pair || !side) return refuse('conversation_not_found', MESSAGING_MESSAGES.conversationNotFound);
  if (command.claimedSenderType && command.claimedSenderType !== side)
    return refuse('sender_type_not_yours', MESSAGING_MESSAGES.senderTypeNotYours);
  if (command.prospectId && !facts.prospectOfPair)
    return refuse('prospect_not_in_conversation', MESSAGING_MESSAGES.prospectNotInConversation);
  return [
    {
      type: 'MessageSent',
      data: {
        conversationId: command.conversationId,
        messageId: command.messageId,
        operatorId: facts.pair.operatorId,
        networkerUserId: facts.pair.networkerUserId,
        senderUserId: command.senderUserId,
        senderType: side,
        senderName: side === 'operator' ? facts.pair.operatorName : facts.pair.networkerName,
        message: command.message,
        prospectId: command.prospectId,
      },
    },
  ];
}

export function decideConversation(
  command: ConversationCommand,
  _state: ConversationState,
  facts: ConversationFacts,
): ConversationDecision {
  switch (command.type) {
    case 'SendMessage':
      return sendMessage(command, facts);
  }
}

export const conversationDecider: Decider<
  ConversationState,
  ConversationCommand,
  ConversationStreamEventType,
  ConversationFacts,
  ConversationRefusalCode
> = {
  eventTypes: CONVERSATION_STREAM_EVENT_TYPES,
  initialState: initialConversationState,
  evolve: evolveConversation,
  decide: decideConversation,
};
