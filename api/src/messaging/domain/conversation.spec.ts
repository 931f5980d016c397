import { describe, expect, it } from '@jest/globals';
import { MESSAGING_MESSAGES } from '@referrals/contracts';
import { sideOf } from './conversation.js';
import { CONVERSATION, given, messageSent, NETWORKER, OPERATOR, PAIR } from './conversation-story.js';

const send = (
  senderUserId: string,
  fields: { prospectId?: string; claimedSenderType?: 'operator' | 'networker' } = {},
) => ({
  type: 'SendMessage' as const,
  conversationId: CONVERSATION,
  messageId: 'm-9',
  senderUserId,
  message: 'About the intro',
  prospectId: fields.prospectId ?? null,
  claimedSenderType: fields.claimedSenderType ?? null,
});
const pairOnly = { pair: PAIR, prospectOfPair: true };

describe('a conversation', () => {
  it('takes a message from either party, signed with their side and the name their account has', () => {
    given()
      .when(send(OPERATOR), pairOnly)
      .then({
        type: 'MessageSent',
        data: {
          conversationId: CONVERSATION,
          messageId: 'm-9',
          operatorId: OPERATOR,
          networkerUserId: NETWORKER,
          senderUserId: OPERATOR,
          senderType: 'operator',
          senderName: 'Olga Operator',
          message: 'About the intro',
          prospectId: null,
        },
      });
    given(messageSent('m-1', 'operator'), messageSent('m-2', 'networker'))
      .when(send(NETWORKER, { claimedSenderType: 'networker', prospectId: 'p-1' }), pairOnly)
      .then({
        type: 'MessageSent',
        data: {
          conversationId: CONVERSATION,
          messageId: 'm-9',
          operatorId: OPERATOR,
          networkerUserId: NETWORKER,
          senderUserId: NETWORKER,
          senderType: 'networker',
          senderName: 'Nora Networker',
          message: 'About the intro',
          prospectId: 'p-1',
        },
      });
  });

  it('sets no rule between messages: any number may follow each other, from either side', () => {
    const history = [
      messageSent('m-1', 'operator'),
      messageSent('m-2', 'operator'),
      messageSent('m-3', 'operator'),
    ];
    expect(given(...history).state).toEqual({ messagesSent: 3 });
    expect(Array.isArray(given(...history).when(send(OPERATOR), pairOnly).decision)).toBe(true);
  });

  it('answers an outsider, or a conversation that does not exist, as not found', () => {
    given()
      .when(send('someone-else'), pairOnly)
      .thenRefused('conversation_not_found', MESSAGING_MESSAGES.conversationNotFound);
    given()
      .when(send(OPERATOR), { pair: null, prospectOfPair: false })
      .thenRefused('conversation_not_found', MESSAGING_MESSAGES.conversationNotFound);
  });

  it('refuses a sender claiming the other side', () => {
    given()
      .when(send(NETWORKER, { claimedSenderType: 'operator' }), pairOnly)
      .thenRefused('sender_type_not_yours', MESSAGING_MESSAGES.senderTypeNotYours);
    given()
      .when(send(OPERATOR, { claimedSenderType: 'networker' }), pairOnly)
      .thenRefused('sender_type_not_yours');
  });

  it('refuses a message about a contact that is not the pair’s', () => {
    given()
      .when(send(NETWORKER, { prospectId: 'p-other' }), { pair: PAIR, prospectOfPair: false })
      .thenRefused('prospect_not_in_conversation', MESSAGING_MESSAGES.prospectNotInConversation);
  });

  it('checks who writes before what they claim, and what they claim before the contact', () => {
    given()
      .when(send('someone-else', { claimedSenderType: 'operator', prospectId: 'p-other' }), {
        pair: PAIR,
        prospectOfPair: false,
      })
      .thenRefused('conversation_not_found');
    given()
      .when(send(NETWORKER, { claimedSenderType: 'operator', prospectId: 'p-other' }), {
        pair: PAIR,
        prospectOfPair: false,
      })
      .thenRefused('sender_type_not_yours');
  });

  it('places a user on the operator’s side first, when they are on both', () => {
    expect(sideOf(PAIR, OPERATOR)).toBe('operator');
    expect(sideOf(PAIR, NETWORKER)).toBe('networker');
    expect(sideOf({ operatorId: 'u', networkerUserId: 'u' }, 'u')).toBe('operator');
    expect(sideOf(PAIR, 'someone-else')).toBeNull();
  });
});
