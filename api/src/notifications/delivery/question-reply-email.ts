import { type EmailMessage, type InvitationQuestionAnsweredData, PRODUCT_NAME } from '@referrals/contracts';
import { escapeHtml, quotedHtml } from '../../platform/mail/escape-html.js';

/**
 * The job id of a reply's email: one per reply event, so a replay re-adds a job BullMQ absorbs while
 * it keeps the job; past that, the worker's send claim (event, address) sends it once.
 */
export const questionReplyJobId = (eventId: string): string => `question-reply-${eventId}`;

/**
 * The operator's reply, emailed to the visitor who asked (they have no account, so no in-app
 * notification): their question quoted, then the answer. Built from the event alone.
 */
export function questionReplyEmail(data: InvitationQuestionAnsweredData): EmailMessage {
  const operator = data.answeredByName.trim() || 'The sender of your invitation';
  const subject = `${operator} answered your question · ${PRODUCT_NAME}`;
  const text = [
    `Hi ${data.askerName},`,
    '',
    `${operator} answered the question you asked on their invitation page.`,
    '',
    'You asked:',
    data.question,
    '',
    `${operator} replied:`,
    data.answer,
    '',
    `Sent by ${PRODUCT_NAME} on behalf of ${operator}. To ask more, use the invitation page again.`,
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(data.askerName)},</p>
<p>${escapeHtml(operator)} answered the question you asked on their invitation page.</p>
<p>You asked:</p>
${quotedHtml(data.question)}
<p>${escapeHtml(operator)} replied:</p>
${quotedHtml(data.answer)}
<p>Sent by ${escapeHtml(PRODUCT_NAME)} on behalf of ${escapeHtml(operator)}. To ask more, use the invitation page again.</p>`;
  return { to: data.askerEmail, subject, text, html };
}
