import {
  BOUNTY_EVENT_TYPES,
  DISPUTE_EVENT_TYPES,
  type DisputeOpenedData,
  type DisputeRespondedData,
  type DisputeResolvedData,
  type EventOf,
  formatPosition,
  INVITATION_EVENT_TYPES,
  INVITATION_QUESTION_EVENT_TYPES,
  isEventOf,
  MESSAGING_EVENT_TYPES,
  NOTIFICATION_CHANNELS,
  type NotificationDelivery,
  type NotificationSubject,
  PROSPECT_EVENT_TYPES,
  type ProspectNoticeType,
  type ProspectParties,
  type ProspectStatus,
  type RecordedEvent,
  REVIEW_EVENT_TYPES,
} from '@referrals/contracts';
import type { ProjectionContext, Projector } from '@referrals/projections';
import type { JobQueue, JobToAdd } from '../../platform/jobs/job-queue.js';
import { runInBatch } from './delivery-lookup.js';
import { NOTIFICATION_QUERY_KEYS, writeInAppNotifications } from './in-app-notifications.js';
import { queueNotificationEmails } from './notification-email-queue.js';
import { questionReplyEmail, questionReplyJobId } from './question-reply-email.js';

/** The statuses the networker hears of when the operator moves their contact there. */
const STATUS_NOTICES: Partial<Record<ProspectStatus, ProspectNoticeType>> = {
  approved: 'prospect_approved',
  rejected: 'prospect_rejected',
  intro_made: 'intro_made',
  meeting_scheduled: 'meeting_scheduled',
  meeting_held: 'meeting_completed',
};

/** The ids every prospect notice carries, taken from an event's data (which holds more). */
const parties = (data: ProspectParties): ProspectParties => ({
  invitationId: data.invitationId,
  prospectId: data.prospectId,
  operatorId: data.operatorId,
  networkerUserId: data.networkerUserId,
});

interface Notice {
  recipientUserId: string;
  subject: NotificationSubject;
}

/** The events somebody is told of. */
const NOTIFIED_EVENT_TYPES = [
  INVITATION_QUESTION_EVENT_TYPES.invitationQuestionAsked,
  INVITATION_EVENT_TYPES.invitationAccepted,
  INVITATION_EVENT_TYPES.invitationDeclined,
  PROSPECT_EVENT_TYPES.prospectSubmitted,
  PROSPECT_EVENT_TYPES.prospectStatusChanged,
  PROSPECT_EVENT_TYPES.prospectStatusCorrected,
  PROSPECT_EVENT_TYPES.recommendedProspectApproved,
  PROSPECT_EVENT_TYPES.recommendedProspectRejected,
  BOUNTY_EVENT_TYPES.bountyPaid,
  ...Object.values(DISPUTE_EVENT_TYPES),
  MESSAGING_EVENT_TYPES.messageSent,
  REVIEW_EVENT_TYPES.reviewSubmitted,
] as const;

type NotifiedEvent = EventOf<(typeof NOTIFIED_EVENT_TYPES)[number]>;

/** The party on the other side of a dispute step. */
const otherParty = (data: ProspectParties, party: 'operator' | 'networker') =>
  party === 'operator' ? data.networkerUserId : data.operatorId;

/** A dispute step's notice. */
const disputeSubject = (
  step: 'opened' | 'responded' | 'resolved',
  data: DisputeOpenedData | DisputeRespondedData | DisputeResolvedData,
  reason: DisputeOpenedData['reason'] | null,
  by: 'operator' | 'networker' | 'auditor',
  resolution: DisputeResolvedData | null = null,
): NotificationSubject => ({
  type: 'dispute_update',
  step,
  disputeId: data.disputeId,
  kind: data.kind,
  reason,
  by,
  outcome: resolution?.outcome ?? null,
  correctedAmountCents: resolution?.correctedAmount?.amountCents ?? null,
  ...parties(data),
});

/**
 * Who hears of an event, and what they hear (none for a status move nobody is told of). A dispute
 * step: the other side hears of an opening, the opener of a response, both of a resolution. A message:
 * the other party of the conversation, never its sender. A review: the party it is about.
 */
function noticesOf(event: NotifiedEvent): Notice[] {
  switch (event.type) {
    case INVITATION_QUESTION_EVENT_TYPES.invitationQuestionAsked: {
      const { data } = event;
      return [
        {
          recipientUserId: data.operatorId,
          subject: {
            type: 'invitation_question',
            invitationId: data.invitationId,
            questionId: data.questionId,
            askerName: data.askerName,
            askerEmail: data.askerEmail,
            question: data.question,
          },
        },
      ];
    }
    case INVITATION_EVENT_TYPES.invitationAccepted:
    case INVITATION_EVENT_TYPES.invitationDeclined: {
      const { data } = event;
      return [
        {
          recipientUserId: data.operatorId,
          subject: {
            type:
              event.type === INVITATION_EVENT_TYPES.invitationAccepted
                ? 'invitation_accepted'
                : 'invitation_declined',
            invitationId: data.invitationId,
            networkerUserId: data.networkerUserId,
          },
        },
      ];
    }
    case PROSPECT_EVENT_TYPES.prospectSubmitted: {
      const { data } = event;
      return [
        {
          recipientUserId: data.operatorId,
          subject: {
            type: 'prospect_submitted',
            invitationId: data.invitationId,
            prospectId: data.prospectId,
            networkerUserId: data.networkerUserId,
            prospectName: data.details.prospectName,
            prospectCompany: data.details.prospectCompany || null,
          },
        },
      ];
    }
    case PROSPECT_EVENT_TYPES.prospectStatusChanged: {
      const { data } = event;
      const type = STATUS_NOTICES[data.to];
      if (!type) return [];
      return [
        {
          recipientUserId: data.networkerUserId,
          subject: {
            type,
            audience: 'networker',
            notes: data.notes,
            ...(data.to === 'rejected' ? { reason: data.reason ?? null } : {}),
            ...parties(data),
          },
        },
      ];
    }
    case PROSPECT_EVENT_TYPES.prospectStatusCorrected: {
      // The networker hears of a correction of a move they were told of, under that move's type
      // (and their choice for it); a move they were not told of is corrected on their contact only.
      const { data } = event;
      const type = STATUS_NOTICES[data.from];
      if (!type) return [];
      const { from, to, reason, undo } = data;
      return [
        {
          recipientUserId: data.networkerUserId,
          subject: {
            type,
            audience: 'networker',
            notes: null,
            correction: { from, to, reason, undo },
            ...parties(data),
          },
        },
      ];
    }
    case PROSPECT_EVENT_TYPES.recommendedProspectApproved:
    case PROSPECT_EVENT_TYPES.recommendedProspectRejected: {
      const { data } = event;
      const approved = event.type === PROSPECT_EVENT_TYPES.recommendedProspectApproved;
      return [
        {
          recipientUserId: data.operatorId,
          subject: {
            type: approved ? 'prospect_approved' : 'prospect_rejected',
            audience: 'operator',
            notes: data.notes ?? null,
            ...parties(data),
          },
        },
      ];
    }
    case BOUNTY_EVENT_TYPES.bountyPaid: {
      const { data } = event;
      return [
        {
          recipientUserId: data.networkerUserId,
          subject: {
            type: 'payment_completed',
            kind: data.kind,
            amountCents: data.amount.amountCents,
            method: data.method,
            reference: data.reference,
            ...parties(data),
          },
        },
      ];
    }
    case DISPUTE_EVENT_TYPES.disputeOpened: {
      const { data } = event;
      return [
        {
          recipientUserId: otherParty(data, data.openedBy),
          subject: disputeSubject('opened', data, data.reason, data.openedBy),
        },
      ];
    }
    case DISPUTE_EVENT_TYPES.disputeResponded: {
      // The opener is the side that did not respond.
      const { data } = event;
      return [
        {
          recipientUserId: otherParty(data, data.respondedBy),
          subject: disputeSubject('responded', data, null, data.respondedBy),
        },
      ];
    }
    case DISPUTE_EVENT_TYPES.disputeResolved: {
      const { data } = event;
      return [data.networkerUserId, data.operatorId].map((recipientUserId) => ({
        recipientUserId,
        subject: disputeSubject('resolved', data, null, 'auditor', data),
      }));
    }
    case MESSAGING_EVENT_TYPES.messageSent: {
      const { data } = event;
      const recipientUserId = data.senderType === 'operator' ? data.networkerUserId : data.operatorId;
      if (recipientUserId === data.senderUserId) return [];
      return [
        {
          recipientUserId,
          subject: {
            type: 'new_message',
            conversationId: data.conversationId,
            messageId: data.messageId,
            operatorId: data.operatorId,
            networkerUserId: data.networkerUserId,
            senderType: data.senderType,
            message: data.message,
            prospectId: data.prospectId,
          },
        },
      ];
    }
    case REVIEW_EVENT_TYPES.reviewSubmitted: {
      const { data } = event;
      if (data.revieweeUserId === data.reviewerUserId) return [];
      const reviewerIsOperator = data.reviewerType === 'operator';
      return [
        {
          recipientUserId: data.revieweeUserId,
          subject: {
            type: 'review_received',
            reviewId: data.reviewId,
            reviewerType: data.reviewerType,
            rating: data.rating,
            invitationId: data.invitationUuid,
            prospectId: data.prospectId,
            operatorId: reviewerIsOperator ? data.reviewerUserId : data.revieweeUserId,
            networkerUserId: reviewerIsOperator ? data.revieweeUserId : data.reviewerUserId,
          },
        },
      ];
    }
  }
}

/** One delivery per recipient and channel: in-app and email; none for an event nobody is told of. */
export function deliveriesOf(event: RecordedEvent): NotificationDelivery[] {
  if (!isEventOf(event, NOTIFIED_EVENT_TYPES)) return [];
  return noticesOf(event).flatMap((notice) =>
    NOTIFICATION_CHANNELS.map((channel) => ({
      eventId: event.id,
      position: formatPosition(event.position),
      occurredAt: event.metadata.occurredAt,
      recipientUserId: notice.recipientUserId,
      channel,
      subject: notice.subject,
    })),
  );
}

/**
 * The job an event causes, under an id derived from it: an email to the asker of an answered question,
 * who has no account to notify. Notification emails are queued in the batch (ADR 0032).
 */
export function jobsOf(event: RecordedEvent): JobToAdd[] {
  if (!isEventOf(event, [INVITATION_QUESTION_EVENT_TYPES.invitationQuestionAnswered])) return [];
  return [
    {
      name: 'questions.reply-email',
      data: { eventId: event.id, message: questionReplyEmail(event.data) },
      options: { jobId: questionReplyJobId(event.id) },
    },
  ];
}

/**
 * Follows the event log from its own checkpoint. A batch's in-app notifications are written in the
 * batch's transaction (two statements, whatever their number), so they commit with the checkpoint and
 * their recipients' screens hear of them when it commits; its emails are queued in the same transaction
 * (one statement) for the worker's email dispatcher (ADR 0032). A reply to a visitor's question becomes
 * a job, added before the checkpoint moves under an id derived from the event, so a crash in between or
 * a replay re-adds a job that BullMQ absorbs; if Redis is down that batch fails and nothing moves. A
 * delivery made twice is absorbed by its row in notification_deliveries.
 */
export class NotificationProcessManager implements Projector {
  readonly name = 'notification-process-manager';
  /** And a reply to a visitor's question, emailed to the asker (who has no account to notify). */
  readonly eventTypes = [...NOTIFIED_EVENT_TYPES, INVITATION_QUESTION_EVENT_TYPES.invitationQuestionAnswered];
  /**
   * None of its own: the notifications it writes are the recipients' (they read and delete them), and
   * a rebuild replays into deliveries the claims absorb.
   */
  readonly tables = [];

  /**
   * Nobody's own screen waits for it: it tells the other party (never the actor), so a command's answer
   * never waits for it.
   */
  audience(): readonly string[] {
    return [];
  }

  constructor(private readonly jobs: Pick<JobQueue, 'addBulk'>) {}

  handle(event: RecordedEvent, context: ProjectionContext): Promise<void> {
    return this.handleBatch([event], context);
  }

  async handleBatch(events: readonly RecordedEvent[], context: ProjectionContext): Promise<void> {
    const deliveries = events.flatMap((event) => deliveriesOf(event));
    const written = await writeInAppNotifications(
      runInBatch(context),
      deliveries.filter((delivery) => delivery.channel === 'in_app'),
    );
    context.invalidateForUsers(
      written.map((delivery) => delivery.recipientUserId),
      NOTIFICATION_QUERY_KEYS,
    );
    queueNotificationEmails(context, deliveries);
    const jobs = events.flatMap((event) => jobsOf(event));
    if (jobs.length > 0) await this.jobs.addBulk(jobs);
  }
}
