import {
  BOUNTY_EVENT_TYPES,
  type BountyPaidData,
  DISPUTE_EVENT_TYPES,
  type DisputeOpenedData,
  type DisputeRespondedData,
  type DisputeResolvedData,
  formatPosition,
  INVITATION_EVENT_TYPES,
  INVITATION_QUESTION_EVENT_TYPES,
  type InvitationAcceptedData,
  type InvitationDeclinedData,
  type InvitationQuestionAskedData,
  NOTIFICATION_CHANNELS,
  type NotificationDelivery,
  notificationJobId,
  type NotificationSubject,
  PROSPECT_EVENT_TYPES,
  type ProspectNoticeType,
  type ProspectParties,
  type ProspectStatus,
  type ProspectStatusChangedData,
  type ProspectSubmittedData,
  type RecommendedProspectAnsweredData,
  type RecordedEvent,
} from '@referrals/contracts';
import type { Projector } from '@referrals/projections';
import type { JobQueue } from '../../platform/jobs/job-queue.js';

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

/** Who hears of an event, and what they hear; null for an event nobody is told of. */
export function noticeOf(event: RecordedEvent): Notice | null {
  switch (event.type) {
    case INVITATION_QUESTION_EVENT_TYPES.invitationQuestionAsked: {
      const data = event.data as InvitationQuestionAskedData;
      return {
        recipientUserId: data.operatorId,
        subject: {
          type: 'invitation_question',
          invitationId: data.invitationId,
          questionId: data.questionId,
          askerName: data.askerName,
          askerEmail: data.askerEmail,
          question: data.question,
        },
      };
    }
    case INVITATION_EVENT_TYPES.invitationAccepted:
    case INVITATION_EVENT_TYPES.invitationDeclined: {
      const data = event.data as InvitationAcceptedData | InvitationDeclinedData;
      return {
        recipientUserId: data.operatorId,
        subject: {
          type:
            event.type === INVITATION_EVENT_TYPES.invitationAccepted
              ? 'invitation_accepted'
              : 'invitation_declined',
          invitationId: data.invitationId,
          networkerUserId: data.networkerUserId,
        },
      };
    }
    case PROSPECT_EVENT_TYPES.prospectSubmitted: {
      const data = event.data as ProspectSubmittedData;
      return {
        recipientUserId: data.operatorId,
        subject: {
          type: 'prospect_submitted',
          invitationId: data.invitationId,
          prospectId: data.prospectId,
          networkerUserId: data.networkerUserId,
          prospectName: data.details.prospectName,
          prospectCompany: data.details.prospectCompany || null,
        },
      };
    }
    case PROSPECT_EVENT_TYPES.prospectStatusChanged: {
      const data = event.data as ProspectStatusChangedData;
      const type = STATUS_NOTICES[data.to];
      if (!type) return null;
      return {
        recipientUserId: data.networkerUserId,
        subject: { type, audience: 'networker', notes: data.notes, ...parties(data) },
      };
    }
    case PROSPECT_EVENT_TYPES.recommendedProspectApproved:
    case PROSPECT_EVENT_TYPES.recommendedProspectRejected: {
      const data = event.data as RecommendedProspectAnsweredData;
      const approved = event.type === PROSPECT_EVENT_TYPES.recommendedProspectApproved;
      return {
        recipientUserId: data.operatorId,
        subject: {
          type: approved ? 'prospect_approved' : 'prospect_rejected',
          audience: 'operator',
          notes: data.notes ?? null,
          ...parties(data),
        },
      };
    }
    case BOUNTY_EVENT_TYPES.bountyPaid: {
      const data = event.data as BountyPaidData;
      return {
        recipientUserId: data.networkerUserId,
        subject: {
          type: 'payment_completed',
          kind: data.kind,
          amountCents: data.amount.amountCents,
          method: data.method,
          reference: data.reference,
          ...parties(data),
        },
      };
    }
    default:
      return null;
  }
}

/** The party on the other side of a dispute step. */
const otherParty = (data: ProspectParties, party: 'operator' | 'networker') =>
  party === 'operator' ? data.networkerUserId : data.operatorId;

/** A dispute step: the other side hears of an opening, the opener of a response, both of a resolution. */
export function disputeNoticesOf(event: RecordedEvent): Notice[] {
  const subject = (
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
  switch (event.type) {
    case DISPUTE_EVENT_TYPES.disputeOpened: {
      const data = event.data as DisputeOpenedData;
      return [
        {
          recipientUserId: otherParty(data, data.openedBy),
          subject: subject('opened', data, data.reason, data.openedBy),
        },
      ];
    }
    case DISPUTE_EVENT_TYPES.disputeResponded: {
      // The opener is the side that did not respond.
      const data = event.data as DisputeRespondedData;
      return [
        {
          recipientUserId: otherParty(data, data.respondedBy),
          subject: subject('responded', data, null, data.respondedBy),
        },
      ];
    }
    case DISPUTE_EVENT_TYPES.disputeResolved: {
      const data = event.data as DisputeResolvedData;
      return [data.networkerUserId, data.operatorId].map((recipientUserId) => ({
        recipientUserId,
        subject: subject('resolved', data, null, 'auditor', data),
      }));
    }
    default:
      return [];
  }
}

/** One delivery per recipient and channel: in-app and email. */
export function deliveriesOf(event: RecordedEvent): NotificationDelivery[] {
  const single = noticeOf(event);
  const notices = single ? [single] : disputeNoticesOf(event);
  return notices.flatMap((notice) =>
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
 * Follows the event log from its own checkpoint and turns events into delivery jobs. The jobs are
 * added before the checkpoint moves, with ids derived from the event, so a crash in between or a
 * replay re-adds jobs that BullMQ absorbs; if Redis is down the batch fails and nothing moves.
 */
export class NotificationProcessManager implements Projector {
  readonly name = 'notification-process-manager';
  readonly eventTypes = [
    INVITATION_QUESTION_EVENT_TYPES.invitationQuestionAsked,
    INVITATION_EVENT_TYPES.invitationAccepted,
    INVITATION_EVENT_TYPES.invitationDeclined,
    PROSPECT_EVENT_TYPES.prospectSubmitted,
    PROSPECT_EVENT_TYPES.prospectStatusChanged,
    PROSPECT_EVENT_TYPES.recommendedProspectApproved,
    PROSPECT_EVENT_TYPES.recommendedProspectRejected,
    BOUNTY_EVENT_TYPES.bountyPaid,
    ...Object.values(DISPUTE_EVENT_TYPES),
  ];
  /** It writes no read model: a rebuild replays into jobs the ids and the delivery guard absorb. */
  readonly tables = [];

  constructor(private readonly jobs: Pick<JobQueue, 'add'>) {}

  async handle(event: RecordedEvent): Promise<void> {
    for (const delivery of deliveriesOf(event)) {
      await this.jobs.add('notifications.deliver', delivery, { jobId: notificationJobId(delivery) });
    }
  }
}
