import { type EmailMessage, PRODUCT_NAME } from '@referrals/contracts';
import { escapeHtml, quotedHtml } from '../../platform/mail/escape-html.js';
import type { NotificationContent } from './notification-content.js';

/** One notice of a digest, with the address of the page it leads to. */
export interface DigestItem {
  content: NotificationContent;
  link: string;
}

/**
 * Several notices to one recipient in one email (ADR 0032): each with its title, its message, its
 * details (a quoted message) and its own link, oldest first, then where to choose which emails come.
 * Every supplied value is escaped in the HTML.
 */
export function notificationDigestEmail(
  to: { name: string; email: string },
  items: readonly DigestItem[],
  publicUrl: string,
): EmailMessage {
  const settingsUrl = `${publicUrl}/notification-settings`;
  const text = [
    `Hi ${to.name},`,
    '',
    `Here is what happened since our last email (${items.length} updates):`,
    ...items.flatMap(({ content, link }) => [
      '',
      content.title,
      content.message,
      ...content.details,
      `Open: ${link}`,
    ]),
    '',
    `Open your dashboard: ${publicUrl}/dashboard`,
    `Choose which emails you get: ${settingsUrl}`,
  ].join('\n');
  const listed = items
    .map(
      ({ content, link }) =>
        `<li><p><strong>${escapeHtml(content.title)}</strong><br>${escapeHtml(content.message)}</p>${content.details
          .map(quotedHtml)
          .join('')}<p><a href="${escapeHtml(link)}">Open</a></p></li>`,
    )
    .join('\n');
  const html = `<p>Hi ${escapeHtml(to.name)},</p>
<p>Here is what happened since our last email (${items.length} updates):</p>
<ul>
${listed}
</ul>
<p><a href="${escapeHtml(`${publicUrl}/dashboard`)}">Open your dashboard</a> · <a href="${escapeHtml(settingsUrl)}">Choose which emails you get</a></p>`;
  return { to: to.email, subject: `${items.length} updates · ${PRODUCT_NAME}`, text, html };
}
