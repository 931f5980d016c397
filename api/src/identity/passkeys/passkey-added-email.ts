import { type EmailMessage, PRODUCT_NAME } from '@referrals/contracts';
import { escapeHtml as escape } from '../../platform/mail/escape-html.js';

export interface PasskeyAddedNotice {
  to: string;
  name: string;
  deviceName: string;
  addedAt: Date;
  publicUrl: string;
}

/** "21 Nov 2026, 10:04 UTC": the reader's time zone is unknown here. */
function utcTime(date: Date): string {
  return `${new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(date)} UTC`;
}

/**
 * Tells the owner a passkey was added, naming the device, and what to do if it was not them: a reset
 * ends every session and, when they choose, removes every passkey (the one just added too).
 */
export function passkeyAddedEmail(notice: PasskeyAddedNotice): EmailMessage {
  const when = utcTime(notice.addedAt);
  const passkeysUrl = `${notice.publicUrl}/dashboard?tab=profile`;
  const resetUrl = `${notice.publicUrl}/login`;
  const text = [
    `Hi ${notice.name},`,
    '',
    `A passkey was added to your ${PRODUCT_NAME} account on ${when}:`,
    '',
    `  ${notice.deviceName}`,
    '',
    'If it was you, there is nothing to do. You can see and remove your passkeys in your profile:',
    passkeysUrl,
    '',
    'If it was not you, someone else may be signed in to your account. Reset your password now with',
    `"Forgot password?" on ${resetUrl} and keep "Also remove all passkeys" ticked: the reset signs`,
    'everyone out and the passkey they added stops working.',
  ].join('\n');
  const html = `<p>Hi ${escape(notice.name)},</p>
<p>A passkey was added to your ${PRODUCT_NAME} account on ${escape(when)}:</p>
<p><strong>${escape(notice.deviceName)}</strong></p>
<p>If it was you, there is nothing to do. You can <a href="${escape(passkeysUrl)}">see and remove your passkeys in your profile</a>.</p>
<p><strong>If it was not you</strong>, someone else may be signed in to your account. Reset your password now with
“Forgot password?” on <a href="${escape(resetUrl)}">the sign-in page</a> and keep “Also remove all passkeys” ticked:
the reset signs everyone out and the passkey they added stops working.</p>`;
  return { to: notice.to, subject: `A passkey was added to your ${PRODUCT_NAME} account`, text, html };
}
