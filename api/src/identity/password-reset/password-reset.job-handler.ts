import { type JobPayloads, normalizeEmail, RESET_LINK_TTL_MS } from '@referrals/contracts';
import type { DataSource } from 'typeorm';
import type { JobHandler } from '../../platform/jobs/job-handler.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { AuthRateLimits } from '../security/auth-rate-limits.js';
import { resetEmail } from './reset-email.js';
import { newResetToken } from './reset-tokens.js';

/**
 * Runs in the worker: the API only queues the address, so known and unknown addresses get
 * the same answer in the same time, and the token never travels through Redis.
 */
export class PasswordResetJobHandler implements JobHandler<'identity.password-reset'> {
  readonly jobName = 'identity.password-reset' as const;

  constructor(
    private readonly dataSource: DataSource,
    private readonly mailer: Mailer,
    private readonly limits: Pick<AuthRateLimits, 'mayEmailReset'>,
    private readonly publicUrl: string,
  ) {}

  async handle({ email }: JobPayloads['identity.password-reset']): Promise<void> {
    const address = normalizeEmail(email);
    const users = await this.dataSource.query<{ id: string; name: string; email: string }[]>(
      'SELECT id, name, email FROM users WHERE email = $1',
      [address],
    );
    const user = users[0];
    if (!user || !(await this.limits.mayEmailReset(address))) return;
    const { token, hash } = newResetToken();
    await this.dataSource.query(
      `INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, $3)`,
      [hash, user.id, new Date(Date.now() + RESET_LINK_TTL_MS)],
    );
    const link = `${this.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await this.mailer.send(resetEmail(user.email, user.name, link));
  }
}
