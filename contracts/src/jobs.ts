/**
 * BullMQ jobs: one queue per purpose, each job name bound to its payload type.
 * Payloads carry ids and addresses, never secrets such as reset tokens.
 */
import type { BountyKind, PayoutMethod } from './bounties/bounty-ledger.js';
import type { DisputeOutcome, DisputeParty, DisputeReason } from './disputes/dispute-rules.js';
import type { MessageSenderType } from './events/messaging-events.js';
import type { NotificationChannel } from './notifications/notification-api-types.js';
import type { ProspectStatus } from './prospects/prospect-status.js';
import type { ReviewParty } from './reviews/review-rules.js';

export const QUEUES = { email: 'email', notifications: 'notifications', audit: 'audit' } as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where the recipient's reply goes (the asker of a question), when not to the sender. */
  replyTo?: string;
}

/** The fact a notification tells of, with the ids the worker looks names up by. */
export type NotificationSubject =
  | {
      type: 'invitation_question';
      invitationId: string;
      questionId: string;
      askerName: string;
      askerEmail: string;
      question: string;
    }
  | { type: 'invitation_accepted' | 'invitation_declined'; invitationId: string; networkerUserId: string }
  | {
      type: 'prospect_submitted';
      invitationId: string;
      prospectId: string;
      networkerUserId: string;
      prospectName: string;
      prospectCompany: string | null;
    }
  | ({
      type: ProspectNoticeType;
      /** Who is told: the networker of the operator's move, or the operator of the networker's answer. */
      audience: 'operator' | 'networker';
      /** The notes that came with the change, if any. */
      notes: string | null;
      /** A rejection's reason (ADR 0024); absent on jobs queued before reasons existed. */
      reason?: string | null;
      /**
       * Set when the operator corrected a status (ADR 0024) rather than moved it: the notice's type is
       * that of the corrected change, so the networker's choice for it applies.
       */
      correction?: StatusCorrectionNotice | null;
    } & ProspectParties)
  | ({
      type: 'payment_completed';
      kind: BountyKind;
      amountCents: number;
      method: PayoutMethod;
      reference: string;
    } & ProspectParties)
  | ({
      type: 'dispute_update';
      step: 'opened' | 'responded' | 'resolved';
      disputeId: string;
      kind: BountyKind;
      /** Openings only: why the dispute was opened. */
      reason: DisputeReason | null;
      /** Who took the step: a party, or the auditor who resolved it. */
      by: DisputeParty | 'auditor';
      outcome: DisputeOutcome | null;
      correctedAmountCents: number | null;
    } & ProspectParties)
  | {
      /** A message to the other party of a conversation (never to its sender). */
      type: 'new_message';
      conversationId: string;
      messageId: string;
      operatorId: string;
      networkerUserId: string;
      senderType: MessageSenderType;
      /** The text, quoted in the email (the read model may not hold it yet when the worker runs). */
      message: string;
      prospectId: string | null;
    }
  | ({
      /** A review about the recipient: the other side of a prospect reviewed them after the meeting. */
      type: 'review_received';
      reviewId: string;
      reviewerType: ReviewParty;
      rating: number;
    } & ProspectParties);

/** The prospect a notice is about and both its parties; the worker looks the names up when it runs. */
export interface ProspectParties {
  invitationId: string;
  prospectId: string;
  operatorId: string;
  networkerUserId: string;
}

/** A status correction as the networker is told of it: from the corrected status back to the earlier one. */
export interface StatusCorrectionNotice {
  from: ProspectStatus;
  to: ProspectStatus;
  reason: string | null;
  /** Undone within the undo window, without a reason. */
  undo: boolean;
}

/** The notification types a prospect's move or a networker's answer to a recommendation causes. */
export type ProspectNoticeType =
  'prospect_approved' | 'prospect_rejected' | 'intro_made' | 'meeting_scheduled' | 'meeting_completed';

/** One notification to one recipient on one channel; (eventId, recipientUserId, channel) is delivered once. */
export interface NotificationDelivery {
  eventId: string;
  /** The event's position ("<commit>-<prepare>"), carried to the live update the notification causes. */
  position: string;
  occurredAt: string;
  recipientUserId: string;
  channel: NotificationChannel;
  subject: NotificationSubject;
}

export interface JobPayloads {
  'email.send': EmailMessage;
  /** The worker looks the address up and, for an account, emails a fresh single-use link. */
  'identity.password-reset': { email: string };
  /** Queued before the email dispatcher (ADR 0032); jobs still in Redis then are delivered once. */
  'notifications.deliver': NotificationDelivery;
  /** A reply to a visitor's question, emailed to the asker once per (event, address). */
  'questions.reply-email': { eventId: string; message: EmailMessage };
  /** A signed checkpoint of the event log's stream heads (ADR 0026), added by its job scheduler. */
  'audit.checkpoint': Record<string, never>;
}

export type JobName = keyof JobPayloads;

export const JOB_QUEUE: { readonly [Name in JobName]: QueueName } = {
  'email.send': QUEUES.email,
  'identity.password-reset': QUEUES.email,
  'notifications.deliver': QUEUES.notifications,
  'questions.reply-email': QUEUES.email,
  'audit.checkpoint': QUEUES.audit,
};
