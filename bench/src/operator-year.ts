import type { BountyKind, ProspectStatus } from '@referrals/contracts';

/**
 * The capacity plan's profile (docs/capacity.md): one operator's year. Ten networkers, each on an
 * invitation of their own, submit 50 contacts each (500 prospects, two a working day); operator and
 * networker exchange four messages about each prospect; the prospects go through the funnel below.
 */
export const OPERATOR_YEAR = {
  networkers: 10,
  prospectsPerNetworker: 50,
  messagesPerProspect: 4,
} as const;

/** One request of a prospect's journey after its submission, in order. */
export type JourneyStep =
  | { kind: 'status'; status: ProspectStatus; notes: string | null }
  | { kind: 'settle'; bounty: BountyKind }
  | { kind: 'reviews' }
  | { kind: 'won_deal' };

export type JourneyOutcome = 'rejected' | 'intro_only' | 'meeting_held' | 'won';

/** Of every 20 prospects: 10 rejected at review, 4 introduced only, 5 met and reviewed, 1 won as a deal. */
export function journeyOutcome(index: number): JourneyOutcome {
  const place = index % 20;
  if (place < 10) return 'rejected';
  if (place < 14) return 'intro_only';
  if (place < 19) return 'meeting_held';
  return 'won';
}

const status = (to: ProspectStatus, notes: string | null = null): JourneyStep => ({
  kind: 'status',
  status: to,
  notes,
});

/**
 * The operator's requests for prospect `index` (and the reviews, one from each side): every bounty earned
 * is approved and paid, and the reviews come once the meeting was held.
 */
export function journeySteps(index: number): JourneyStep[] {
  const outcome = journeyOutcome(index);
  if (outcome === 'rejected') {
    return [status('under_review'), status('rejected', 'Not a fit for us right now.')];
  }
  const introduced: JourneyStep[] = [
    status('under_review'),
    status('approved'),
    status('intro_made'),
    { kind: 'settle', bounty: 'intro' },
  ];
  if (outcome === 'intro_only') return introduced;
  const met: JourneyStep[] = [
    ...introduced,
    status('meeting_scheduled'),
    status('meeting_held'),
    { kind: 'settle', bounty: 'meeting' },
    { kind: 'reviews' },
    status('review_completed'),
  ];
  if (outcome === 'meeting_held') return met;
  return [
    ...met,
    { kind: 'won_deal' },
    { kind: 'settle', bounty: 'win' },
    { kind: 'settle', bounty: 'revenue_share' },
  ];
}
