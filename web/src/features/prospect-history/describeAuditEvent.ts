import {
  formatCents,
  type AuditEvent,
  BOUNTY_EVENT_TYPES,
  BOUNTY_KIND_LABELS,
  type BountyKind,
  describeTerms,
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
  termsOfFixing,
  termsOfInvitationEvent,
} from '@referrals/contracts';

const dollars = (money: Money | null) => (money ? formatCents(money.amountCents) : null);

const bounty = (kind: BountyKind) => BOUNTY_KIND_LABELS[kind];

/**
 * An invitation event's terms in one line. One written before ADR 0022 stated no revenue share: the
 * operator profile's percent applied at approval, so the line says so rather than "none".
 */
function invitationTermsText(bounties: InvitationBountyTerms): string {
  const { summary } = describeTerms(termsOfInvitationEvent(bounties));
  return bounties.revenueSharePercent === undefined
    ? `${summary}, with the operator profile's revenue share`
    : summary;
}

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

/** An event type's name as a sentence: "ProspectNoteAdded" reads "Prospect note added". */
function typeNameInWords(type: string): string {
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What an event of a prospect's history says, in one plain sentence (the data stays available below it). */
export function describeAuditEvent(event: Pick<AuditEvent, 'type' | 'data'>): string {
  // Typed once here by its type name; any other event (say, of a type newer than this page) reads as its
  // type name in words ("ProspectNoteAdded": "Prospect note added"); the technical view shows the name itself.
  if (!isEventOf(event, HISTORY_EVENT_TYPES)) return typeNameInWords(event.type);
  switch (event.type) {
    case 'InvitationCreated':
      return `Invitation created with terms ${invitationTermsText(event.data.bounties)}`;
    case 'InvitationBountiesChanged':
      return `Invitation terms changed to ${invitationTermsText(event.data.bounties)}`;
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
      const reason = change.reason ? ` because “${change.reason}”` : '';
      return change.notes ? `${move}${reason}: “${change.notes}”` : `${move}${reason}`;
    }
    case 'ProspectStatusCorrected': {
      const correction = event.data;
      const moved = `Corrected the status from ${PROSPECT_STATUS_LABELS[correction.from]} back to ${PROSPECT_STATUS_LABELS[correction.to]}`;
      const why = correction.reason
        ? `: “${correction.reason}”`
        : correction.undo
          ? ' (undone right away)'
          : '';
      const withdrawn = correction.withdrawnBounties.map((kind) => bounty(kind).toLowerCase());
      return withdrawn.length > 0
        ? `${moved}${why}; withdrew the ${withdrawn.join(' and ')}`
        : `${moved}${why}`;
    }
    case 'ProspectBountyTermsFixed':
      return `Bounty terms fixed: ${describeTerms(termsOfFixing(event.data)).summary}`;
    case 'ProspectDealWon':
      return `Deal won, recorded at ${dollars(event.data.dealValue)}`;
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
