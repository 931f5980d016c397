import { describe, expect, it } from '@jest/globals';
import { INVITATION_EVENT_TYPES } from '@referrals/contracts';
import fc from 'fast-check';
import { conversationBatches } from '../../../test/support/conversation-events.arbitrary.js';
import { conversationIdFor } from './conversation-id.js';
import {
  type ConversationEvent,
  type ConversationRow,
  conversationWrites,
  type MessageRow,
} from './conversation-writes.js';

/** The projector's two tables as the tests model them. */
interface Tables {
  conversations: Map<string, ConversationRow>;
  messages: Map<string, MessageRow>;
}

class ForeignKeyViolation extends Error {}

const copy = (tables: Tables): Tables => ({
  conversations: new Map(tables.conversations),
  messages: new Map(tables.messages),
});

/** The per-event statements of `handle`, on the model; true when the event changed something. */
function applyEvent(tables: Tables, event: ConversationEvent): boolean {
  if (event.type === INVITATION_EVENT_TYPES.invitationAccepted) {
    const { operatorId, networkerUserId } = event.data;
    const id = conversationIdFor(operatorId, networkerUserId);
    if (tables.conversations.has(id)) return false;
    const at = event.recordedAt;
    tables.conversations.set(id, {
      id,
      operatorId,
      networkerUserId,
      startedAt: at,
      lastMessage: null,
      lastMessageAt: at,
    });
    return true;
  }
  const { data } = event;
  if (tables.messages.has(data.messageId)) return false;
  const conversation = tables.conversations.get(data.conversationId);
  if (!conversation) throw new ForeignKeyViolation(data.conversationId);
  tables.messages.set(data.messageId, {
    id: data.messageId,
    conversationId: data.conversationId,
    senderUserId: data.senderUserId,
    senderType: data.senderType,
    senderName: data.senderName,
    message: data.message,
    prospectId: data.prospectId,
    createdAt: event.recordedAt,
  });
  tables.conversations.set(data.conversationId, {
    ...conversation,
    lastMessage: data.message,
    lastMessageAt: event.recordedAt,
  });
  return true;
}

/** The batch's writes, on the model (each insert of a row already there would fail its statement). */
function applyBatch(tables: Tables, events: readonly ConversationEvent[]): ConversationEvent[] {
  const writes = conversationWrites(
    { conversations: new Set(tables.conversations.keys()), messages: new Set(tables.messages.keys()) },
    events,
  );
  if (!writes) return events.filter((event) => applyEvent(tables, event));
  for (const row of writes.conversations) {
    if (tables.conversations.has(row.id)) throw new Error(`conversation ${row.id} inserted twice`);
    tables.conversations.set(row.id, { ...row });
  }
  for (const row of writes.messages) {
    if (tables.messages.has(row.id)) throw new Error(`message ${row.id} inserted twice`);
    tables.messages.set(row.id, row);
  }
  for (const last of writes.lastMessages) {
    const stored = tables.conversations.get(last.conversationId)!;
    tables.conversations.set(last.conversationId, {
      ...stored,
      lastMessage: last.lastMessage,
      lastMessageAt: last.lastMessageAt,
    });
  }
  return writes.effective;
}

/** Each batch in its own transaction (a failed one leaves the tables as they were); stops at the first that fails. */
function run(batches: readonly ConversationEvent[][], apply: typeof applyBatch) {
  let tables: Tables = { conversations: new Map(), messages: new Map() };
  const effective: ConversationEvent[][] = [];
  for (const [index, batch] of batches.entries()) {
    const attempt = copy(tables);
    try {
      effective.push(apply(attempt, batch));
    } catch (error) {
      if (!(error instanceof ForeignKeyViolation)) throw error;
      return { tables, effective, failedBatch: index };
    }
    tables = attempt;
  }
  return { tables, effective, failedBatch: null };
}

describe('a batch of conversation events', () => {
  it('leaves the tables, and the events that took effect, as handling each event in turn', () => {
    fc.assert(
      fc.property(conversationBatches(), (batches) => {
        const oneByOne = run(batches, (tables, batch) => batch.filter((event) => applyEvent(tables, event)));
        expect(run(batches, applyBatch)).toEqual(oneByOne);
      }),
      { numRuns: 300 },
    );
  });

  it('is written event by event when a message comes before its conversation has started', () => {
    fc.assert(
      fc.property(conversationBatches(), (batches) => {
        for (const batch of batches) {
          const started = new Set<string>();
          const sent = new Set<string>();
          const early = batch.some((event) => {
            if (event.type === INVITATION_EVENT_TYPES.invitationAccepted) {
              started.add(conversationIdFor(event.data.operatorId, event.data.networkerUserId));
              return false;
            }
            // A message sent again is skipped (ON CONFLICT) before its conversation is looked at.
            if (sent.has(event.data.messageId)) return false;
            sent.add(event.data.messageId);
            return !started.has(event.data.conversationId);
          });
          const writes = conversationWrites({ conversations: new Set(), messages: new Set() }, batch);
          expect(writes === null).toBe(early);
        }
      }),
      { numRuns: 100 },
    );
  });
});
