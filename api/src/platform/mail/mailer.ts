import type { EmailMessage } from '@referrals/contracts';
import nodemailer, { type Transporter } from 'nodemailer';

export const MAILER = Symbol('MAILER');

/** SMTP connections one process keeps open at most (nodemailer's pool). */
const MAX_SMTP_CONNECTIONS = 3;

export interface Mailer {
  send(message: EmailMessage): Promise<{ messageId: string }>;
}

/** Sends through the SMTP server in SMTP_URL (a local catcher in development and tests). */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    const url = new URL(smtpUrl);
    const secure = url.protocol === 'smtps:';
    this.transport = nodemailer.createTransport({
      // Emails go out over a few kept connections: a connection per email (TCP, greeting, EHLO, QUIT)
      // cost the worker more than the email itself when a pipeline moves fast.
      pool: true,
      maxConnections: MAX_SMTP_CONNECTIONS,
      host: url.hostname,
      port: Number(url.port) || (secure ? 465 : 587),
      secure,
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
      // A local catcher offers no TLS; any other server may upgrade the connection with STARTTLS.
      ignoreTLS: !secure && ['127.0.0.1', 'localhost', '::1'].includes(url.hostname),
      connectionTimeout: 5000,
      greetingTimeout: 5000,
      // Bound how long a send can hang: a notification's email holds its delivery claim meanwhile.
      socketTimeout: 30_000,
    });
  }

  async send(message: EmailMessage): Promise<{ messageId: string }> {
    const info = (await this.transport.sendMail({ from: this.from, ...message })) as { messageId: string };
    return { messageId: info.messageId };
  }

  close(): void {
    this.transport.close();
  }
}
