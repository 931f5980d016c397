import {
  type EmailMessage,
  type NotificationNavigation,
  type NotificationSubject,
  type NotificationType,
  PRODUCT_NAME,
} from '@referrals/contracts';
import { escapeHtml, quotedHtml } from '../../platform/mail/escape-html.js';
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
  /** The invitation it is about; null for a message, which belongs to the pair's conversation. */
  invitationId: string | null;
  /** Where a reply to the email goes. */
  replyTo?: string;
  /** Extra lines of the email after the message (the question itself). */
  details: string[];
}

const someone = (name: string | null) => name ?? 'A networker';

const comparable = (name: string) => name.trim().toLowerCase();

/**
 * Whether a personal invitation was made out to this networker: its invitee name is their full name or
 * their first name. Then "your invitation" says it all ("Jordan Lee accepted your invitation."), where
 * "your invitation for Jordan Lee" would name them twice.
 */
export function invitationIsFor(networkerName: string | null, invitationName: string): boolean {
  if (!networkerName) return false;
  const invitee = comparable(invitationName);
  const networker = comparable(networkerName);
  return invitee === networker || invitee === networker.split(/\s+/)[0];
}

/** " for Jordan" after "your invitation", or nothing when the invitation was made out to the networker. */
const invitationSuffix = (names: SubjectNames) =>
  invitationIsFor(names.networkerName, names.invitationName) ? '' : ` for ${names.invitationName}`;

/** What the notification says, in-app and by email (spec types; titles in the product's voice). */
export function notificationContent(subject: NotificationSubject, names: SubjectNames): NotificationContent {
  if (subject.type === 'new_message') return newMessageContent(subject, names);
  if (subject.type === 'review_received') return reviewReceivedContent(subject, names);
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
        message: `${someone(names.networkerName)} ${answer.toLowerCase()} your invitation${invitationSuffix(names)}.`,
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
        message: invitationIsFor(names.networkerName, names.invitationName)
          ? `${someone(names.networkerName)} submitted ${prospect}.`
          : `${someone(names.networkerName)} submitted ${prospect} through your invitation for ${names.invitationName}.`,
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

type MessageNotice = Extract<NotificationSubject, { type: 'new_message' }>;
type ReviewNotice = Extract<NotificationSubject, { type: 'review_received' }>;

/** The longest part of a message quoted in a notification's email. */
const QUOTE_LIMIT = 500;
const quote = (text: string) => (text.length > QUOTE_LIMIT ? `${text.slice(0, QUOTE_LIMIT - 1)}…` : text);

/** A message from the other party: who wrote, about which contact if any; the email quotes it. */
function newMessageContent(subject: MessageNotice, names: SubjectNames): NotificationContent {
  const sender =
    subject.senderType === 'operator'
      ? (names.operatorName ?? 'The operator')
      : (names.networkerName ?? 'The networker');
  const about = subject.prospectId && names.prospectName ? ` about ${names.prospectName}` : '';
  return {
    type: subject.type,
    title: 'New Message',
    message: `${sender} sent you a message${about}.`,
    navigation: { page: 'dashboard', action: 'view_conversation', target_id: subject.conversationId },
    templateVariables: {
      senderName: sender,
      ...(about ? { prospectName: names.prospectName ?? '' } : {}),
    },
    invitationId: null,
    details: [quote(subject.message)],
  };
}

/** A review about the recipient: who left it, the stars, and the contact it was about. */
function reviewReceivedContent(subject: ReviewNotice, names: SubjectNames): NotificationContent {
  const reviewer =
    subject.reviewerType === 'operator'
      ? (names.operatorName ?? 'The operator')
      : (names.networkerName ?? 'The networker');
  const prospect = names.prospectName ?? 'your contact';
  return {
    type: subject.type,
    title: 'New Review',
    message: `${reviewer} left you a ${subject.rating}-star review about ${prospect}.`,
    navigation: { page: 'dashboard', action: 'view_review', target_id: subject.reviewId, scroll: true },
    templateVariables: { reviewerName: reviewer, prospectName: prospect, rating: String(subject.rating) },
    invitationId: subject.invitationId,
    details: [],
  };
}

/**
 * A notice whose email goes out alone and at once, never held for the recipient's digest: a visitor's
 * question, whose email replies to the asker (ADR 0032).
 */
export const emailGoesAlone = (subject: NotificationSubject): boolean =>
  subject.type === 'invitation_question';

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
  const paragraphs = content.details.map(quotedHtml).join('\n');
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
