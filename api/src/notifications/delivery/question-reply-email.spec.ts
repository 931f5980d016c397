import { describe, expect, it } from '@jest/globals';
import type { InvitationQuestionAnsweredData, RecordedEvent } from '@referrals/contracts';
import { RecordingJobQueue } from '../../../test/support/recording-job-queue.js';
import { StatementFreeContext } from '../../../test/support/statement-free-context.js';
import { NotificationProcessManager } from './notification-process-manager.js';
import { questionReplyEmail } from './question-reply-email.js';

const reply: InvitationQuestionAnsweredData = {
  questionId: 'q',
  replyId: 'r',
  invitationId: 'i',
  operatorId: 'op',
  answeredBy: 'op',
  answeredByName: 'Sofia Seller',
  answer: 'About <b>30</b> minutes.',
  answeredAt: '2026-11-27T10:00:00.000Z',
  askerName: 'Vera Visitor',
  askerEmail: 'vera@example.com',
  question: 'How long is the call?',
};

const answered: RecordedEvent = {
  id: '0b7c1a52-8f0e-4c55-9d7c-1f2a3b4c5d6e',
  type: 'InvitationQuestionAnswered',
  data: reply,
  metadata: {
    actorUserId: 'op',
    actorRole: 'operator',
    correlationId: 'c',
    causationId: null,
    occurredAt: reply.answeredAt,
    schemaVersion: 1,
  },
  streamName: 'invitation-question-q',
  revision: 1n,
  position: { commit: 7n, prepare: 3n },
  recordedAt: new Date(reply.answeredAt),
};

describe('a reply to a visitor’s question', () => {
  it('is emailed to the asker with their question and the answer, the HTML escaped', () => {
    const email = questionReplyEmail(reply);
    expect(email.to).toBe('vera@example.com');
    expect(email.subject).toMatch(/^Sofia Seller answered your question/);
    expect(email.text).toContain('How long is the call?');
    expect(email.text).toContain('About <b>30</b> minutes.');
    expect(email.html).toContain('About &#60;b&#62;30&#60;/b&#62; minutes.');
    expect(email.html).not.toContain('<b>30</b>');
  });

  it('is one email job per reply event, under an id a replay re-adds harmlessly', async () => {
    const queue = new RecordingJobQueue();
    const manager = new NotificationProcessManager(queue);
    // A reply tells nobody in the app: the batch sends no statement.
    await manager.handle(answered, new StatementFreeContext());
    await manager.handle(answered, new StatementFreeContext());
    const jobId = `question-reply-${answered.id}`;
    expect(queue.jobs.map(({ name, options }) => ({ name, jobId: options?.jobId }))).toEqual([
      { name: 'questions.reply-email', jobId },
      { name: 'questions.reply-email', jobId },
    ]);
    expect(manager.eventTypes).toContain('InvitationQuestionAnswered');
  });
});
