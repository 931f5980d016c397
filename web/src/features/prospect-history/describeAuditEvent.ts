import {
  formatCents,
  type AuditEvent,
  BOUNTY_EVENT_TYPES,
  BOUNTY_KIND_LABELS,
  type BountyKind,
  DISPUTE_EVENT_TYPES,
  DISPUTE_OUTCOME_LABELS,
  DISPUTE_REASON_LABELS,
  INVITATION_EVENT_TYPES,
  type InvitationBountyTerms,
  isEventOf,
  MESSAGING_EVENT_TYPES,
  type Money,
  PAYOUT_METHOD_LABELS,
  PROSPECT_EVENT_TYPES,
  PROSPECT_STATUS_LABELS,
  REVIEW_EVENT_TYPES,
} from '@referrals/contracts';

const dollars = (money: Money | null) => (money ? formatCents(money.amountCents) : null);

/** An invitation's three bounties in one line, e.g. "$50.00 intro · $250.00 meeting · no win bounty". */
export function bountyTermsText(terms: InvitationBountyTerms): string {
  return [
    `${dollars(terms.introEmail) ?? 'no'} intro`,
    `${dollars(terms.referral) ?? 'no'} meeting`,
    `${dollars(terms.revShare) ?? 'no'} win`,
  ].join(' · ');
}

const bounty = (kind: BountyKind) => BOUNTY_KIND_LABELS[kind];

/**
 * The events a prospect's history holds: the prospect's own (recommendation, pipeline, bounties and
 * disputes), the invitation events that set its bounty terms, the messages about it and its reviews.
 */
const HISTORY_EVENT_TYPES = [
  ...Object.values(PROSPECT_EVENT_TYPES),
  ...Object.values(BOUNTY_EVENT_TYPES),
  ...Object.values(DISPUTE_EVENT_TYPES),
  INVITATION_EVENT_TYPES.invitationCreated,
  INVITATION_EVENT_TYPES.invitationBountiesChanged,
  MESSAGING_EVENT_TYPES.messageSent,
  REVIEW_EVENT_TYPES.reviewSubmitted,
] as const;

/** What an event of a prospect's history says, in one plain sentence (the data stays available below it). */
export function describeAuditEvent(event: Pick<AuditEvent, 'type' | 'data'>): string {
  // Typed once here by its type name; any other event (say, of a type newer than this page) reads as its type.
  if (!isEventOf(event, HISTORY_EVENT_TYPES)) return event.type;
  switch (event.type) {
    case 'InvitationCreated':
      return `Invitation created with bounties ${bountyTermsText(event.data.bounties)}`;
    case 'InvitationBountiesChanged':
      return `Invitation bounties changed to ${bountyTermsText(event.data.bounties)}`;
    case 'RecommendedProspectAdded':
      return `Recommended ${event.data.details.prospectName}`;
    case 'RecommendedProspectEdited':
      return `Recommendation of ${event.data.details.prospectName} edited`;
    case 'RecommendedProspectRemoved':
      return 'Recommendation removed';
    case 'RecommendedProspectApproved':
      return 'Recommendation accepted by the networker';
    case 'RecommendedProspectRejected':
      return 'Recommendation declined by the networker';
    case 'ProspectSubmitted':
      return `Submitted ${event.data.details.prospectName}`;
    case 'ProspectRenamed':
      return `Renamed to ${event.data.prospectName}`;
    case 'ProspectStatusChanged': {
      const change = event.data;
      const move = `Moved from ${PROSPECT_STATUS_LABELS[change.from]} to ${PROSPECT_STATUS_LABELS[change.to]}`;
      return change.notes ? `${move}: “${change.notes}”` : move;
    }
    case 'ProspectBountyTermsFixed': {
      const fixed = event.data;
      return `Bounty terms fixed: ${bountyTermsText(fixed.terms)}, ${fixed.revenueSharePercent}% revenue share`;
    }
    case 'ProspectDealWon':
      return `Deal won, worth ${dollars(event.data.dealValue)}`;
    case 'BountyEarned': {
      const earned = event.data;
      return `${bounty(earned.kind)} of ${dollars(earned.amount)} earned`;
    }
    case 'BountyApproved':
      return `${bounty(event.data.kind)} approved for payment`;
    case 'BountyPaid': {
      const paid = event.data;
      return `${bounty(paid.kind)} of ${dollars(paid.amount)} paid by ${PAYOUT_METHOD_LABELS[paid.method]} (reference ${paid.reference})`;
    }
    case 'BountyAdjusted': {
      const adjusted = event.data;
      const from =
        adjusted.previousAmountCents === null ? '' : ` from ${formatCents(adjusted.previousAmountCents)}`;
      return `${bounty(adjusted.kind)} adjusted${from} to ${dollars(adjusted.amount)} by the dispute resolution`;
    }
    case 'DisputeOpened': {
      const opened = event.data;
      return `Dispute opened by the ${opened.openedBy} on the ${bounty(opened.kind).toLowerCase()}: ${DISPUTE_REASON_LABELS[opened.reason]} — “${opened.evidence}”`;
    }
    case 'DisputeResponded': {
      const responded = event.data;
      return `The ${responded.respondedBy} responded to the dispute: “${responded.response}”`;
    }
    case 'DisputeResolved': {
      const resolved = event.data;
      const corrected = resolved.correctedAmount ? ` to ${dollars(resolved.correctedAmount)}` : '';
      return `Dispute resolved: ${DISPUTE_OUTCOME_LABELS[resolved.outcome]}${corrected} — “${resolved.note}”`;
    }
    case 'MessageSent':
      return `Message: “${event.data.message}”`;
    case 'ReviewSubmitted': {
      const review = event.data;
      const stars = `${review.rating} star${review.rating === 1 ? '' : 's'}`;
      return `Reviewed the ${review.revieweeType}: ${stars}${review.comment ? ` — “${review.comment}”` : ''}`;
    }
  }
}
