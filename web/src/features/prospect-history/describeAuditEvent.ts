import {
  formatCents,
  type AuditEvent,
  BOUNTY_KIND_LABELS,
  type BountyAdjustedData,
  type BountyEarnedData,
  type BountyKind,
  type BountyPaidData,
  type DealWonData,
  DISPUTE_OUTCOME_LABELS,
  DISPUTE_REASON_LABELS,
  type DisputeOpenedData,
  type DisputeRespondedData,
  type DisputeResolvedData,
  type InvitationBountyTerms,
  type MessageSentData,
  type Money,
  PAYOUT_METHOD_LABELS,
  PROSPECT_STATUS_LABELS,
  type ProspectRenamedData,
  type ProspectStatusChangedData,
  type ProspectSubmittedData,
  type ReviewSubmittedData,
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

/** What an event of a prospect's history says, in one plain sentence (the data stays available below it). */
export function describeAuditEvent(event: Pick<AuditEvent, 'type' | 'data'>): string {
  const data = event.data as Record<string, unknown>;
  switch (event.type) {
    case 'InvitationCreated':
      return `Invitation created with bounties ${bountyTermsText(data.bounties as InvitationBountyTerms)}`;
    case 'InvitationBountiesChanged':
      return `Invitation bounties changed to ${bountyTermsText(data.bounties as InvitationBountyTerms)}`;
    case 'RecommendedProspectAdded':
      return `Recommended ${(data.details as { prospectName: string }).prospectName}`;
    case 'RecommendedProspectApproved':
      return 'Recommendation accepted by the networker';
    case 'RecommendedProspectRejected':
      return 'Recommendation declined by the networker';
    case 'ProspectSubmitted':
      return `Submitted ${(data as unknown as ProspectSubmittedData).details.prospectName}`;
    case 'ProspectRenamed':
      return `Renamed to ${(data as unknown as ProspectRenamedData).prospectName}`;
    case 'ProspectStatusChanged': {
      const change = data as unknown as ProspectStatusChangedData;
      const move = `Moved from ${PROSPECT_STATUS_LABELS[change.from]} to ${PROSPECT_STATUS_LABELS[change.to]}`;
      return change.notes ? `${move}: “${change.notes}”` : move;
    }
    case 'ProspectBountyTermsFixed': {
      const fixed = data as { terms: InvitationBountyTerms; revenueSharePercent: number };
      return `Bounty terms fixed: ${bountyTermsText(fixed.terms)}, ${fixed.revenueSharePercent}% revenue share`;
    }
    case 'ProspectDealWon':
      return `Deal won, worth ${dollars((data as unknown as DealWonData).dealValue)}`;
    case 'BountyEarned': {
      const earned = data as unknown as BountyEarnedData;
      return `${bounty(earned.kind)} of ${dollars(earned.amount)} earned`;
    }
    case 'BountyApproved':
      return `${bounty(data.kind as BountyKind)} approved for payment`;
    case 'BountyPaid': {
      const paid = data as unknown as BountyPaidData;
      return `${bounty(paid.kind)} of ${dollars(paid.amount)} paid by ${PAYOUT_METHOD_LABELS[paid.method]} (reference ${paid.reference})`;
    }
    case 'BountyAdjusted': {
      const adjusted = data as unknown as BountyAdjustedData;
      const from =
        adjusted.previousAmountCents === null ? '' : ` from ${formatCents(adjusted.previousAmountCents)}`;
      return `${bounty(adjusted.kind)} adjusted${from} to ${dollars(adjusted.amount)} by the dispute resolution`;
    }
    case 'DisputeOpened': {
      const opened = data as unknown as DisputeOpenedData;
      return `Dispute opened by the ${opened.openedBy} on the ${bounty(opened.kind).toLowerCase()}: ${DISPUTE_REASON_LABELS[opened.reason]} — “${opened.evidence}”`;
    }
    case 'DisputeResponded': {
      const responded = data as unknown as DisputeRespondedData;
      return `The ${responded.respondedBy} responded to the dispute: “${responded.response}”`;
    }
    case 'DisputeResolved': {
      const resolved = data as unknown as DisputeResolvedData;
      const corrected = resolved.correctedAmount ? ` to ${dollars(resolved.correctedAmount)}` : '';
      return `Dispute resolved: ${DISPUTE_OUTCOME_LABELS[resolved.outcome]}${corrected} — “${resolved.note}”`;
    }
    case 'MessageSent':
      return `Message: “${(data as unknown as MessageSentData).message}”`;
    case 'ReviewSubmitted': {
      const review = data as unknown as ReviewSubmittedData;
      const stars = `${review.rating} star${review.rating === 1 ? '' : 's'}`;
      return `Reviewed the ${review.revieweeType}: ${stars}${review.comment ? ` — “${review.comment}”` : ''}`;
    }
    default:
      return event.type;
  }
}
