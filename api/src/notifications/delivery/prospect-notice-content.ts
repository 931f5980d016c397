import {
  formatCents,
  BOUNTY_KIND_LABELS,
  type NotificationNavigation,
  type NotificationSubject,
  PAYOUT_METHOD_LABELS,
  type ProspectNoticeType,
} from '@referrals/contracts';

type ProspectNotice = Extract<NotificationSubject, { type: ProspectNoticeType }>;
type PaymentNotice = Extract<NotificationSubject, { type: 'payment_completed' }>;

export interface ProspectNames {
  operatorName: string | null;
  networkerName: string | null;
  prospectName: string;
}

interface Wording {
  title: string;
  message: string;
}

const theOperator = (name: string | null) => name ?? 'The operator';
const theNetworker = (name: string | null) => name ?? 'The networker';

/** What the networker is told of the operator's move, or the operator of the networker's answer. */
export function prospectNoticeWording(subject: ProspectNotice, names: ProspectNames): Wording {
  const operator = theOperator(names.operatorName);
  const prospect = names.prospectName;
  if (subject.audience === 'operator') {
    const networker = theNetworker(names.networkerName);
    return subject.type === 'prospect_rejected'
      ? { title: 'Recommendation Declined', message: `${networker} passed on introducing ${prospect}.` }
      : { title: 'Recommendation Approved', message: `${networker} agreed to introduce ${prospect}.` };
  }
  switch (subject.type) {
    case 'prospect_approved':
      return {
        title: 'Contact Approved',
        message: `${operator} approved ${prospect}. Next: the introduction.`,
      };
    case 'prospect_rejected':
      return { title: 'Contact Declined', message: `${operator} declined ${prospect}.` };
    case 'intro_made':
      return { title: 'Introduction Made', message: `The introduction to ${prospect} is marked as made.` };
    case 'meeting_scheduled':
      return { title: 'Meeting Scheduled', message: `${operator} scheduled a meeting with ${prospect}.` };
    case 'meeting_completed':
      return { title: 'Meeting Completed', message: `${operator}'s meeting with ${prospect} took place.` };
  }
}

/** What the networker is told when a bounty is paid. */
export function paymentNoticeWording(subject: PaymentNotice, names: ProspectNames): Wording {
  const amount = formatCents(subject.amountCents);
  const bounty = BOUNTY_KIND_LABELS[subject.kind].toLowerCase();
  return {
    title: 'Payment Sent',
    message: `${theOperator(names.operatorName)} paid your ${bounty} of ${amount} for ${names.prospectName} by ${PAYOUT_METHOD_LABELS[subject.method]} (reference ${subject.reference}).`,
  };
}

/** Both sides land on the prospect in their contacts tab; a payment, on the earnings beside it. */
export function prospectNoticeNavigation(prospectId: string): NotificationNavigation {
  return { page: 'dashboard', action: 'view_contacts', target_id: prospectId, scroll: true };
}
