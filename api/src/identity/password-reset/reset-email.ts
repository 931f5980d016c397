import { type EmailMessage, PRODUCT_NAME } from '@referrals/contracts';
import { escapeHtml as escape } from '../../platform/mail/escape-html.js';

export function resetEmail(to: string, name: string, link: string): EmailMessage {
  const text = [
    `Hi ${name},`,
    '',
    `Someone asked to reset the password of your ${PRODUCT_NAME} account. If it was you, open this link within one hour:`,
    '',
    link,
    '',
    'The link works once. If you did not ask for it, ignore this email: your password stays as it is.',
  ].join('\n');
  const html = `<p>Hi ${escape(name)},</p>
<p>Someone asked to reset the password of your ${PRODUCT_NAME} account. If it was you, open this link within one hour:</p>
<p><a href="${escape(link)}">Reset my password</a></p>
<p>The link works once. If you did not ask for it, ignore this email: your password stays as it is.</p>`;
  return { to, subject: `Reset your ${PRODUCT_NAME} password`, text, html };
}
