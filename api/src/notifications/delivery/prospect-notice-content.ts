import {
  formatCents,
  BOUNTY_KIND_LABELS,
  DISPUTE_OUTCOME_LABELS,
  DISPUTE_REASON_LABELS,
  type NotificationNavigation,
  type NotificationSubject,
  PAYOUT_METHOD_LABELS,
  PROSPECT_HISTORY_PAGE,
  PROSPECT_STATUS_LABELS,
  type ProspectNoticeType,
  type StatusCorrectionNotice,
} from '@referrals/contracts';

type ProspectNotice = Extract<NotificationSubject, { type: ProspectNoticeType }>;
type PaymentNotice = Extract<NotificationSubject, { type: 'payment_completed' }>;
type DisputeNotice = Extract<NotificationSubject, { type: 'dispute_update' }>;

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
  if (subject.correction) return correctionWording(subject.correction, operator, prospect);
  switch (subject.type) {
    case 'prospect_approved':
      return {
        title: 'Contact Approved',
        message: `${operator} approved ${prospect}. Next: the introduction.`,
      };
    case 'prospect_rejected':
      return {
        title: 'Contact Declined',
        message: subject.reason
          ? `${prospect} was not taken forward by ${operator}: ${subject.reason}`
          : `${operator} declined ${prospect}.`,
      };
    case 'intro_made':
      return {
        title: 'Introduction Made',
        message: `${operator} marked your introduction to ${prospect} as made.`,
      };
    case 'meeting_scheduled':
      return { title: 'Meeting Scheduled', message: `${operator} scheduled a meeting with ${prospect}.` };
    case 'meeting_completed':
      return { title: 'Meeting Held', message: `${operator} met with ${prospect}.` };
  }
}

/** What the networker is told of a corrected status: from what, back to what, and why. */
function correctionWording(correction: StatusCorrectionNotice, operator: string, prospect: string): Wording {
  const from = PROSPECT_STATUS_LABELS[correction.from];
  const to = PROSPECT_STATUS_LABELS[correction.to];
  const why = correction.reason ? `: ${correction.reason}` : correction.undo ? ' (undone right away).' : '.';
  return {
    title: 'Status Corrected',
    message: `${operator} corrected the status of ${prospect} from ${from} back to ${to}${why}`,
  };
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

/** What a party is told of a dispute step: the other side opened or answered it, or an auditor decided. */
export function disputeNoticeWording(subject: DisputeNotice, names: ProspectNames): Wording {
  const bounty = `${BOUNTY_KIND_LABELS[subject.kind].toLowerCase()} for ${names.prospectName}`;
  const actor =
    subject.by === 'operator' ? theOperator(names.operatorName) : theNetworker(names.networkerName);
  switch (subject.step) {
    case 'opened':
      return {
        title: 'Dispute Opened',
        message: `${actor} opened a dispute about the ${bounty}: ${DISPUTE_REASON_LABELS[subject.reason!]}. Please respond.`,
      };
    case 'responded':
      return {
        title: 'Dispute Response',
        message: `${actor} responded to your dispute about the ${bounty}.`,
      };
    case 'resolved': {
      const outcome = DISPUTE_OUTCOME_LABELS[subject.outcome!].toLowerCase();
      const corrected =
        subject.correctedAmountCents === null
          ? ''
          : `, the amount corrected to ${formatCents(subject.correctedAmountCents)}`;
      return {
        title: 'Dispute Resolved',
        message: `An auditor resolved the dispute about the ${bounty}: ${outcome}${corrected}.`,
      };
    }
  }
}

/** A dispute's notices open the prospect's history page, where the dispute is read and answered. */
export function disputeNoticeNavigation(prospectId: string): NotificationNavigation {
  return { page: PROSPECT_HISTORY_PAGE, target_id: prospectId };
}

/** Both sides land on the prospect in their contacts tab, its card opened; a payment, on the earnings beside it. */
export function prospectNoticeNavigation(prospectId: string): NotificationNavigation {
  return { page: 'dashboard', action: 'view_contacts', target_id: prospectId, scroll: true, expand: true };
}
