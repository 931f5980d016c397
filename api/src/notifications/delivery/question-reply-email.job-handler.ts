import type { JobPayloads } from '@referrals/contracts';
import type { DataSource } from 'typeorm';
import type { JobHandler } from '../../platform/jobs/job-handler.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { sendEmailOnce } from './email-send-claim.js';

/**
 * Runs in the worker: sends a reply to a visitor's question under the same claim as a notification
 * email, keyed on the reply's event and the asker's address, so a job that runs twice (stalled,
 * retried, replayed after its BullMQ id was removed) sends one email.
 */
export class QuestionReplyEmailJobHandler implements JobHandler<'questions.reply-email'> {
  readonly jobName = 'questions.reply-email' as const;

  constructor(
    private readonly dataSource: DataSource,
    private readonly mailer: Mailer,
    /** How long an unconfirmed send holds its claim: the job lock, after which a stalled job is retried. */
    private readonly sendLeaseMs: number,
  ) {}

  async handle({ eventId, message }: JobPayloads['questions.reply-email']): Promise<void> {
    const key = { table: 'email_sends', eventId, recipient: message.to.trim().toLowerCase() } as const;
    await sendEmailOnce(this.dataSource, key, this.sendLeaseMs, () => this.mailer.send(message));
  }
}
