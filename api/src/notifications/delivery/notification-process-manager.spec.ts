import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@referrals/contracts';
import { RecordingJobQueue } from '../../../test/support/recording-job-queue.js';
import { StatementFreeContext } from '../../../test/support/statement-free-context.js';
import { deliveriesOf, jobsOf, NotificationProcessManager } from './notification-process-manager.js';

const event = (type: string, data: object, id = '0b7c1a52-8f0e-4c55-9d7c-1f2a3b4c5d6e'): RecordedEvent => ({
  id,
  type,
  data,
  metadata: {
    actorUserId: null,
    actorRole: 'anonymous',
    correlationId: 'c',
    causationId: null,
    occurredAt: '2026-11-21T10:00:00.000Z',
    schemaVersion: 1,
  },
  streamName: 's',
  revision: 0n,
  position: { commit: 7n, prepare: 3n },
  recordedAt: new Date('2026-11-21T10:00:00.000Z'),
});

describe('the notification process manager', () => {
  it('turns an accepted invitation into an in-app and an email delivery to its operator', () => {
    const deliveries = deliveriesOf(
      event('InvitationAccepted', { invitationId: 'i', operatorId: 'op', networkerUserId: 'n' }),
    );
    expect(deliveries.map((delivery) => [delivery.recipientUserId, delivery.channel])).toEqual([
      ['op', 'in_app'],
      ['op', 'email'],
    ]);
  });

  it('tells the other side of a dispute’s opening and response, and both sides of its resolution', () => {
    const dispute = {
      prospectId: 'p',
      invitationId: 'i',
      operatorId: 'op',
      networkerUserId: 'n',
      disputeId: 'd',
      kind: 'intro',
    };
    const recipients = (type: string, data: object) =>
      deliveriesOf(event(type, { ...dispute, ...data }))
        .filter((delivery) => delivery.channel === 'in_app')
        .map((delivery) => delivery.recipientUserId);
    expect(recipients('DisputeOpened', { openedBy: 'networker', reason: 'wrong_amount' })).toEqual(['op']);
    expect(recipients('DisputeOpened', { openedBy: 'operator', reason: 'other' })).toEqual(['n']);
    expect(recipients('DisputeResponded', { respondedBy: 'operator' })).toEqual(['n']);
    expect(recipients('DisputeResolved', { outcome: 'upheld', correctedAmount: null })).toEqual(['n', 'op']);
    const [resolved] = deliveriesOf(
      event('DisputeResolved', { ...dispute, outcome: 'adjusted', correctedAmount: { amountCents: 7500 } }),
    );
    expect(resolved?.subject).toMatchObject({
      type: 'dispute_update',
      step: 'resolved',
      by: 'auditor',
      correctedAmountCents: 7500,
    });
  });

  it('tells the networker of the operator’s moves that matter to them, and of nothing in between', () => {
    const parties = { prospectId: 'p', invitationId: 'i', operatorId: 'op', networkerUserId: 'n' };
    const moved = (from: string, to: string) =>
      deliveriesOf(event('ProspectStatusChanged', { ...parties, from, to, notes: null }));
    expect(moved('submitted', 'under_review')).toEqual([]);
    expect(moved('meeting_held', 'review_completed')).toEqual([]);
    const held = moved('meeting_scheduled', 'meeting_held');
    expect(held.map((delivery) => delivery.recipientUserId)).toEqual(['n', 'n']);
    expect(held[0]!.subject).toEqual({
      type: 'meeting_completed',
      audience: 'networker',
      notes: null,
      ...parties,
    });
    // A networker's answer to a recommendation goes to the operator.
    const answered = deliveriesOf(event('RecommendedProspectRejected', parties));
    expect(answered[0]).toMatchObject({
      recipientUserId: 'op',
      subject: { type: 'prospect_rejected', audience: 'operator', notes: null },
    });
  });

  it('tells the networker why their contact was rejected, when the operator said (older events say nothing)', () => {
    const parties = { prospectId: 'p', invitationId: 'i', operatorId: 'op', networkerUserId: 'n' };
    const rejected = (reason?: string | null) =>
      deliveriesOf(
        event('ProspectStatusChanged', {
          ...parties,
          from: 'under_review',
          to: 'rejected',
          notes: null,
          reason,
        }),
      )[0]!.subject;
    expect(rejected('Outside our target market')).toEqual({
      type: 'prospect_rejected',
      audience: 'networker',
      notes: null,
      reason: 'Outside our target market',
      ...parties,
    });
    expect(rejected()).toMatchObject({ type: 'prospect_rejected', reason: null });
  });

  it('tells the networker of a correction of a move they were told of, under that move’s type', () => {
    const parties = { prospectId: 'p', invitationId: 'i', operatorId: 'op', networkerUserId: 'n' };
    const corrected = (from: string, to: string, reason: string | null, undo: boolean) =>
      deliveriesOf(
        event('ProspectStatusCorrected', {
          ...parties,
          from,
          to,
          reason,
          undo,
          correctedBy: 'op',
          withdrawnBounties: [],
        }),
      );
    const held = corrected('meeting_held', 'meeting_scheduled', 'The meeting was cancelled', false);
    expect(held.map((delivery) => [delivery.recipientUserId, delivery.channel])).toEqual([
      ['n', 'in_app'],
      ['n', 'email'],
    ]);
    expect(held[0]!.subject).toEqual({
      type: 'meeting_completed',
      audience: 'networker',
      notes: null,
      correction: {
        from: 'meeting_held',
        to: 'meeting_scheduled',
        reason: 'The meeting was cancelled',
        undo: false,
      },
      ...parties,
    });
    expect(corrected('rejected', 'under_review', null, true)[0]!.subject).toMatchObject({
      type: 'prospect_rejected',
      correction: { from: 'rejected', to: 'under_review', reason: null, undo: true },
    });
    // A move nobody was told of is corrected without a notice.
    expect(corrected('under_review', 'submitted', null, true)).toEqual([]);
  });

  it('tells the other party of a message, never its sender, with the conversation and the text', () => {
    const message = {
      conversationId: 'c',
      messageId: 'm',
      operatorId: 'op',
      networkerUserId: 'n',
      senderName: 'Nils',
      message: 'Hello there',
      prospectId: null,
    };
    const fromNetworker = deliveriesOf(
      event('MessageSent', { ...message, senderUserId: 'n', senderType: 'networker' }),
    );
    expect(fromNetworker.map((delivery) => [delivery.recipientUserId, delivery.channel])).toEqual([
      ['op', 'in_app'],
      ['op', 'email'],
    ]);
    expect(fromNetworker[0]!.subject).toEqual({
      type: 'new_message',
      conversationId: 'c',
      messageId: 'm',
      operatorId: 'op',
      networkerUserId: 'n',
      senderType: 'networker',
      message: 'Hello there',
      prospectId: null,
    });
    const fromOperator = deliveriesOf(
      event('MessageSent', { ...message, senderUserId: 'op', senderType: 'operator' }),
    );
    expect(fromOperator.map((delivery) => delivery.recipientUserId)).toEqual(['n', 'n']);
    // One account on both sides of a pair is not told of its own message.
    const toSelf = { ...message, operatorId: 'same', networkerUserId: 'same', senderUserId: 'same' };
    expect(deliveriesOf(event('MessageSent', { ...toSelf, senderType: 'operator' }))).toEqual([]);
  });

  it('tells the reviewed party of a review, whichever side wrote it', () => {
    const review = {
      reviewId: 'r',
      prospectId: 'p',
      invitationUuid: 'i',
      rating: 4,
      comment: null,
    };
    const byOperator = deliveriesOf(
      event('ReviewSubmitted', {
        ...review,
        reviewerUserId: 'op',
        reviewerType: 'operator',
        revieweeUserId: 'n',
        revieweeType: 'networker',
      }),
    );
    expect(byOperator.map((delivery) => [delivery.recipientUserId, delivery.channel])).toEqual([
      ['n', 'in_app'],
      ['n', 'email'],
    ]);
    expect(byOperator[0]!.subject).toEqual({
      type: 'review_received',
      reviewId: 'r',
      reviewerType: 'operator',
      rating: 4,
      invitationId: 'i',
      prospectId: 'p',
      operatorId: 'op',
      networkerUserId: 'n',
    });
    const byNetworker = deliveriesOf(
      event('ReviewSubmitted', {
        ...review,
        reviewerUserId: 'n',
        reviewerType: 'networker',
        revieweeUserId: 'op',
        revieweeType: 'operator',
      }),
    );
    expect(byNetworker.map((delivery) => delivery.recipientUserId)).toEqual(['op', 'op']);
    expect(byNetworker[0]!.subject).toMatchObject({ operatorId: 'op', networkerUserId: 'n' });
  });

  it('ignores events nobody is told of', () => {
    expect(deliveriesOf(event('InvitationLinkOpened', { invitationId: 'i', operatorId: 'op' }))).toEqual([]);
  });

  it('queues a notification’s email in the batch, not as a job; a reply to a question is a job under an id from its event, valid for BullMQ', () => {
    const asked = event('InvitationQuestionAsked', {
      questionId: 'q',
      invitationId: 'i',
      operatorId: 'op',
      askerName: 'Vera',
      askerEmail: 'v@example.com',
      question: '?',
    });
    expect(jobsOf(asked)).toEqual([]);
    const answered = event('InvitationQuestionAnswered', {
      questionId: 'q',
      replyId: 'r',
      invitationId: 'i',
      operatorId: 'op',
      answeredBy: 'op',
      answeredByName: 'Olga',
      answer: 'Yes.',
      answeredAt: '2026-11-21T10:00:00.000Z',
      askerName: 'Vera',
      askerEmail: 'v@example.com',
      question: '?',
    });
    const added = jobsOf(answered);
    expect(added.map((job) => job.name)).toEqual(['questions.reply-email']);
    const ids = added.map((job) => job.options?.jobId ?? '');
    expect(ids.every((id) => id.length > 0 && !id.includes(':') && !/^\d+$/.test(id))).toBe(true);
  });

  it('adds nothing and writes nothing for a batch nobody is told of, so it needs neither Redis nor PostgreSQL', async () => {
    const queue = new RecordingJobQueue();
    const context = new StatementFreeContext();
    await new NotificationProcessManager(queue).handleBatch(
      [
        event('ProspectStatusChanged', {
          prospectId: 'p',
          invitationId: 'i',
          operatorId: 'op',
          networkerUserId: 'n',
          from: 'submitted',
          to: 'under_review',
          notes: null,
        }),
      ],
      context,
    );
    expect(queue.calls).toEqual([]);
    expect(context.refreshedUsers).toEqual([]);
  });
});
