import type {
  BountyKind,
  DisputeParty,
  ProspectStatus,
  ProspectStreamEventType,
  RecommendedProspectDetails,
} from '@referrals/contracts';
import type { DecidedEvent } from '../../kernel/decider.js';
import { deciderStory } from '../../kernel/given-when-then.js';
import { prospectDecider } from './prospect.js';

/**
 * Given/when/then for the prospect's decider: the events already on the stream, a command, and the
 * events it decides (or its refusal). Test support only.
 */

type ProspectFact = DecidedEvent<ProspectStreamEventType>;

export const PROSPECT = 'p-1';
export const INVITATION = 'inv-1';
export const OPERATOR = 'op-1';
export const NETWORKER = 'nw-1';
export const parties = {
  prospectId: PROSPECT,
  invitationId: INVITATION,
  operatorId: OPERATOR,
  networkerUserId: NETWORKER,
};

export const given = deciderStory(prospectDecider, `prospect-${PROSPECT}`, {});

// ---------------------------------------------------------------- facts on the stream

export const recommended = (
  details: RecommendedProspectDetails = { prospectName: 'Ada Lovelace' },
): ProspectFact => ({
  type: 'RecommendedProspectAdded',
  data: { prospectId: PROSPECT, invitationId: INVITATION, operatorId: OPERATOR, details },
});

export const recommendationApproved = (networkerUserId = NETWORKER): ProspectFact => ({
  type: 'RecommendedProspectApproved',
  data: { prospectId: PROSPECT, invitationId: INVITATION, operatorId: OPERATOR, networkerUserId },
});

export const recommendationRejected = (networkerUserId = NETWORKER): ProspectFact => ({
  type: 'RecommendedProspectRejected',
  data: { prospectId: PROSPECT, invitationId: INVITATION, operatorId: OPERATOR, networkerUserId },
});

export const submitted = (): ProspectFact => ({
  type: 'ProspectSubmitted',
  data: {
    ...parties,
    sourceType: 'networker_added',
    details: { prospectName: 'Grace Hopper', prospectCompany: 'Navy' },
    ownership: { contactKey: 'name:grace hopper|navy', protectedUntil: '2026-04-01T00:00:00.000Z' },
  },
});

export const statusChanged = (
  from: ProspectStatus,
  to: ProspectStatus,
  notes: string | null = null,
): ProspectFact => ({
  type: 'ProspectStatusChanged',
  data: { ...parties, from, to, notes },
});

/** A rejection that says why. */
export const rejectedBecause = (from: ProspectStatus, reason: string): ProspectFact => ({
  type: 'ProspectStatusChanged',
  data: { ...parties, from, to: 'rejected', notes: null, reason },
});

/** The operator corrected the last change from `from` back to `to`. */
export const statusCorrected = (
  from: ProspectStatus,
  to: ProspectStatus,
  options: { reason?: string | null; undo?: boolean; withdrawn?: BountyKind[] } = {},
): ProspectFact => ({
  type: 'ProspectStatusCorrected',
  data: {
    ...parties,
    from,
    to,
    reason: options.reason ?? null,
    correctedBy: OPERATOR,
    undo: options.undo ?? true,
    withdrawnBounties: options.withdrawn ?? [],
  },
});

const money = (amountCents: number) => ({ amountCents, currency: 'USD' as const });

/** Bounties in dollars; null when not offered. Without months: as a fixing written before ADR 0022. */
export const termsInForce = (
  intro: number | null,
  meeting: number | null,
  win: number | null,
  share = 5,
  months?: number,
) => ({
  terms: {
    introEmail: intro === null ? null : money(intro * 100),
    referral: meeting === null ? null : money(meeting * 100),
    revShare: win === null ? null : money(win * 100),
  },
  revenueSharePercent: share,
  ...(months === undefined ? {} : { revenueShareMonths: months }),
});

export const termsFixed = (
  intro: number | null,
  meeting: number | null,
  win: number | null,
  share = 5,
  months?: number,
): ProspectFact => ({
  type: 'ProspectBountyTermsFixed',
  data: { ...parties, ...termsInForce(intro, meeting, win, share, months) },
});

export const bountyEarned = (kind: BountyKind, cents: number): ProspectFact => ({
  type: 'BountyEarned',
  data: { ...parties, kind, amount: money(cents) },
});

export const bountyApproved = (kind: BountyKind): ProspectFact => ({
  type: 'BountyApproved',
  data: { ...parties, kind },
});

export const bountyPaid = (kind: BountyKind, cents: number, at = '2026-02-01T00:00:00.000Z') => ({
  type: 'BountyPaid' as const,
  data: { ...parties, kind, amount: money(cents), method: 'paypal' as const, reference: 'tx-1' },
  at,
});

export const dealWon = (cents: number): ProspectFact => ({
  type: 'ProspectDealWon',
  data: { ...parties, dealValue: money(cents) },
});

export const disputeOpened = (disputeId: string, kind: BountyKind, openedBy: DisputeParty): ProspectFact => ({
  type: 'DisputeOpened',
  data: {
    ...parties,
    disputeId,
    kind,
    openedBy,
    reason: 'wrong_amount',
    evidence: 'The terms said more.',
    links: [],
    entry: { state: 'paid', amountCents: 5000, paidCents: 5000 },
  },
});

export const disputeResolved = (disputeId: string, kind: BountyKind): ProspectFact => ({
  type: 'DisputeResolved',
  data: { ...parties, disputeId, kind, outcome: 'upheld', note: 'Fine.', correctedAmount: null },
});

/** A prospect the networker submitted, approved by the operator on terms of $50 / $250 / $1,000 and 5%. */
export const approvedWithTerms = (): ProspectFact[] => [
  submitted(),
  statusChanged('submitted', 'approved'),
  termsFixed(50, 250, 1000),
];
