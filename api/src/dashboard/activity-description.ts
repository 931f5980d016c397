import {
  formatCents,
  BOUNTY_KIND_LABELS,
  type BountyKind,
  PROSPECT_STATUS_LABELS,
  type ProspectStatus,
} from '@referrals/contracts';

/** A prospect reached a status in the pipeline (a row of its timeline). */
export interface StatusActivity {
  source: 'status';
  prospectName: string;
  status: ProspectStatus;
}

/** A bounty took a step: earned, approved or paid. */
export interface BountyActivity {
  source: 'bounty';
  prospectName: string;
  status: 'earned' | 'approved' | 'paid';
  kind: BountyKind;
  amountCents: number;
}

/** The other party reviewed the caller. */
export interface ReviewActivity {
  source: 'review';
  prospectName: string;
  status: 'reviewed';
  reviewerName: string;
  rating: number;
}

export type ActivityFact = StatusActivity | BountyActivity | ReviewActivity;

/** The activity line as people read it, e.g. "Intro bounty of $50.00 earned for Priya Patel". */
export function activityDescription(fact: ActivityFact): string {
  if (fact.source === 'review') {
    const stars = `${fact.rating} ${fact.rating === 1 ? 'star' : 'stars'}`;
    return `${fact.reviewerName} reviewed you: ${stars} for ${fact.prospectName}`;
  }
  if (fact.source === 'bounty') {
    const amount = formatCents(fact.amountCents);
    return `${BOUNTY_KIND_LABELS[fact.kind]} of ${amount} ${fact.status} for ${fact.prospectName}`;
  }
  if (fact.status === 'submitted') return `${fact.prospectName} was submitted`;
  return `${fact.prospectName} moved to ${PROSPECT_STATUS_LABELS[fact.status]}`;
}
