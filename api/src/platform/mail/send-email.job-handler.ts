import type { EmailMessage } from '@referrals/contracts';
import type { JobHandler } from '../jobs/job-handler.js';
import type { Mailer } from './mailer.js';

export class SendEmailJobHandler implements JobHandler<'email.send'> {
  readonly jobName = 'email.send' as const;

  constructor(private readonly mailer: Mailer) {}

  async handle(message: EmailMessage): Promise<void> {
    await this.mailer.send(message);
  }
}
