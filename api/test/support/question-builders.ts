import { randomUUID } from 'node:crypto';
import {
  type AppendResult,
  type EventStore,
  INVITATION_QUESTION_EVENT_TYPES,
  type InvitationQuestionAskedData,
  invitationQuestionStream,
} from '@referrals/contracts';
import { aMetadata } from '../event-store/event-builders.js';

/**
 * Records a visitor's question on an invitation's public page straight in the event store (no rate limit,
 * no Redis): the notification process manager then owes its operator an in-app notification and an email.
 */
export function appendInvitationQuestion(
  store: EventStore,
  invitation: { invitationId: string; operatorId: string },
  index: number,
): Promise<AppendResult> {
  const data: InvitationQuestionAskedData = {
    questionId: randomUUID(),
    ...invitation,
    askerName: `Visitor ${index}`,
    askerEmail: `visitor${index}@example.com`,
    question: `Question ${index}?`,
  };
  return store.appendToStream(
    invitationQuestionStream(data.questionId),
    [
      {
        id: randomUUID(),
        type: INVITATION_QUESTION_EVENT_TYPES.invitationQuestionAsked,
        data,
        metadata: aMetadata({ actorUserId: null, actorRole: 'anonymous' }),
      },
    ],
    { expectedRevision: 'no_stream' },
  );
}
