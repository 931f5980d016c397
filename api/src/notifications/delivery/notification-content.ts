import {
  type EmailMessage,
  type NotificationNavigation,
  type NotificationSubject,
  type NotificationType,
  PRODUCT_NAME,
} from '@referrals/contracts';
import { escapeHtml } from '../../platform/mail/escape-html.js';
import {
  disputeNoticeNavigation,
  disputeNoticeWording,
  paymentNoticeWording,
  prospectNoticeNavigation,
  prospectNoticeWording,
} from './prospect-notice-content.js';

/** Names the worker looks up by the subject's ids; a deleted account or invitation leaves a fallback. */
export interface SubjectNames {
  invitationName: string;
  networkerName: string | null;
  /** Prospect notices only: looked up when the worker runs, so renames read right. */
  operatorName?: string | null;
  prospectName?: string | null;
}

export interface NotificationContent {
  type: NotificationType;
  title: string;
  message: string;
  navigation: NotificationNavigation;
  templateVariables: Record<string, string>;
  invitationId: string;
  /** Where a reply to the email goes. */
  replyTo?: string;
  /** Extra lines of the email after the message (the question itself). */
  details: string[];
}

const someone = (name: string | null) => name ?? 'A networker';

/** What the notification says, in-app and by email (spec types; titles in the product's voice). */
export function notificationContent(subject: NotificationSubject, names: SubjectNames): NotificationContent {
  const navigation: NotificationNavigation = {
    page: 'dashboard',
    action: 'view_invitation',
    target_id: subject.invitationId,
  };
  switch (subject.type) {
    case 'invitation_question':
      return {
        type: subject.type,
        title: 'New Question',
        message: `${subject.askerName} (${subject.askerEmail}) asked a question about your invitation for ${names.invitationName}.`,
        navigation: { ...navigation, action: 'view_questions', scroll: true },
        templateVariables: {
          askerName: subject.askerName,
          askerEmail: subject.askerEmail,
          invitationName: names.invitationName,
        },
        invitationId: subject.invitationId,
        replyTo: subject.askerEmail,
        details: [subject.question],
      };
    case 'invitation_accepted':
    case 'invitation_declined': {
      const answer = subject.type === 'invitation_accepted' ? 'Accepted' : 'Declined';
      return {
        type: subject.type,
        title: `Invitation ${answer}`,
        message: `${someone(names.networkerName)} ${answer.toLowerCase()} your invitation for ${names.invitationName}.`,
        navigation,
        templateVariables: {
          networkerName: someone(names.networkerName),
          invitationName: names.invitationName,
        },
        invitationId: subject.invitationId,
        details: [],
      };
    }
    case 'prospect_submitted': {
      const prospect = subject.prospectCompany
        ? `${subject.prospectName} (${subject.prospectCompany})`
        : subject.prospectName;
      return {
        type: subject.type,
        title: 'New Prospect Submitted',
        message: `${someone(names.networkerName)} submitted ${prospect} through your invitation for ${names.invitationName}.`,
        navigation: prospectNoticeNavigation(subject.prospectId),
        templateVariables: {
          networkerName: someone(names.networkerName),
          prospectName: subject.prospectName,
          invitationName: names.invitationName,
        },
        invitationId: subject.invitationId,
        details: [],
      };
    }
    case 'dispute_update': {
      const prospectNames = {
        operatorName: names.operatorName ?? null,
        networkerName: names.networkerName,
        prospectName: names.prospectName ?? 'your contact',
      };
      return {
        type: subject.type,
        ...disputeNoticeWording(subject, prospectNames),
        navigation: disputeNoticeNavigation(subject.prospectId),
        templateVariables: {
          prospectName: prospectNames.prospectName,
          operatorName: prospectNames.operatorName ?? '',
          networkerName: prospectNames.networkerName ?? '',
          invitationName: names.invitationName,
        },
        invitationId: subject.invitationId,
        details: [],
      };
    }
    case 'payment_completed':
    case 'prospect_approved':
    case 'prospect_rejected':
    case 'intro_made':
    case 'meeting_scheduled':
    case 'meeting_completed': {
      const prospectNames = {
        operatorName: names.operatorName ?? null,
        networkerName: names.networkerName,
        prospectName: names.prospectName ?? 'your contact',
      };
      const wording =
        subject.type === 'payment_completed'
          ? paymentNoticeWording(subject, prospectNames)
          : prospectNoticeWording(subject, prospectNames);
      const notes = 'notes' in subject && subject.notes ? [subject.notes] : [];
      return {
        type: subject.type,
        ...wording,
        navigation: prospectNoticeNavigation(subject.prospectId),
        templateVariables: {
          prospectName: prospectNames.prospectName,
          operatorName: prospectNames.operatorName ?? '',
          networkerName: prospectNames.networkerName ?? '',
          invitationName: names.invitationName,
        },
        invitationId: subject.invitationId,
        details: notes,
      };
    }
  }
}

/** The email twin of an in-app notification: text and HTML, every supplied value escaped in the HTML. */
export function notificationEmail(
  to: { name: string; email: string },
  content: NotificationContent,
  dashboardUrl: string,
): EmailMessage {
  const text = [
    `Hi ${to.name},`,
    '',
    content.message,
    ...content.details.flatMap((detail) => ['', detail]),
    '',
    `Open your dashboard: ${dashboardUrl}`,
    ...(content.replyTo ? ['', 'Reply to this email to answer them directly.'] : []),
  ].join('\n');
  const paragraphs = content.details
    .map((detail) => `<blockquote style="white-space:pre-wrap">${escapeHtml(detail)}</blockquote>`)
    .join('\n');
  const html = `<p>Hi ${escapeHtml(to.name)},</p>
<p>${escapeHtml(content.message)}</p>
${paragraphs}
<p><a href="${escapeHtml(dashboardUrl)}">Open your dashboard</a></p>${
    content.replyTo ? '\n<p>Reply to this email to answer them directly.</p>' : ''
  }`;
  return {
    to: to.email,
    subject: `${content.title} · ${PRODUCT_NAME}`,
    text,
    html,
    ...(content.replyTo ? { replyTo: content.replyTo } : {}),
  };
}
