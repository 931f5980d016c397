import {
  conversationStream,
  type EventOf,
  INVITATION_EVENT_TYPES,
  invitationStream,
  MESSAGING_EVENT_TYPES,
} from '@referrals/contracts';
import fc from 'fast-check';
import { conversationIdFor } from '../../src/read-models/conversations/conversation-id.js';
import type { ConversationEvent } from '../../src/read-models/conversations/conversation-writes.js';
import { awkwardText, factOf, inAnyBatches, PROSPECT_IDS, recordedFact } from './event-history.arbitrary.js';

type ConversationEventType = ConversationEvent['type'];
/** What one event says: its type and payload. */
type ConversationFact = {
  [Type in ConversationEventType]: Pick<EventOf<Type>, 'type' | 'data'>;
}[ConversationEventType];

// Two operators and two networkers: four pairs, whose events meet often.
const OPERATOR_IDS = ['10000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000002'];
const NETWORKER_IDS = ['30000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000002'];
// Few message ids, so that a message is sent again (ON CONFLICT) now and then.
const MESSAGE_IDS = Array.from({ length: 6 }, (_, index) => `60000000-0000-4000-8000-00000000000${index}`);

const pair = {
  operatorId: fc.constantFrom(...OPERATOR_IDS),
  networkerUserId: fc.constantFrom(...NETWORKER_IDS),
};

const conversationFact: fc.Arbitrary<ConversationFact> = fc.oneof(
  factOf(
    INVITATION_EVENT_TYPES.invitationAccepted,
    fc.record({ ...pair, invitationId: fc.constant('20000000-0000-4000-8000-000000000001') }),
  ),
  factOf(
    MESSAGING_EVENT_TYPES.messageSent,
    fc
      .record({
        ...pair,
        messageId: fc.constantFrom(...MESSAGE_IDS),
        senderType: fc.constantFrom('operator' as const, 'networker' as const),
        senderName: awkwardText,
        message: awkwardText,
        prospectId: fc.option(fc.constantFrom(...PROSPECT_IDS), { nil: null }),
      })
      .map((data) => ({
        ...data,
        conversationId: conversationIdFor(data.operatorId, data.networkerUserId),
        senderUserId: data.senderType === 'operator' ? data.operatorId : data.networkerUserId,
      })),
  ),
);

const streamOf = (fact: ConversationFact): string =>
  fact.type === MESSAGING_EVENT_TYPES.messageSent
    ? conversationStream(fact.data.conversationId)
    : invitationStream(fact.data.invitationId);

/**
 * Acceptances and messages of a few operator–networker pairs, interleaved. Most histories open by
 * accepting, so that messages find their conversation; in the others a message may come before its
 * conversation has started, which fails its INSERT (the foreign key).
 */
export const conversationHistory = (maxLength = 40): fc.Arbitrary<ConversationEvent[]> =>
  fc
    .record({
      opening: fc.array(
        factOf(
          INVITATION_EVENT_TYPES.invitationAccepted,
          fc.record({ ...pair, invitationId: fc.constant('20000000-0000-4000-8000-000000000002') }),
        ),
        { maxLength: 4 },
      ),
      facts: fc.array(conversationFact, { maxLength }),
    })
    .map(({ opening, facts }) =>
      [...opening, ...facts].map((fact, index) =>
        recordedFact(fact, index, streamOf(fact), fact.data.operatorId),
      ),
    );

/** Such a history cut into batches anywhere. */
export const conversationBatches = (maxLength = 40) => inAnyBatches(conversationHistory(maxLength));
