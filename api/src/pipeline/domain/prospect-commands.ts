import {
  type BountyKind,
  type DisputeOutcome,
  type DisputeParty,
  type DisputeReason,
  type PayoutMethod,
  type ProspectFields,
  type ProspectOwnership,
  type ProspectStatus,
  statusNeedsTerms,
  type SubmittedContactDetails,
  type SubmittedProspectSource,
} from '@referrals/contracts';
import type { ProspectState, TermsInForce } from './prospect-state.js';

/** What can be asked of a prospect, the facts from elsewhere a decision needs, and why one is refused. */

export interface OnProspect {
  prospectId: string;
}

export type ProspectCommand =
  | (OnProspect & {
      type: 'RecommendProspect';
      invitationId: string;
      operatorId: string;
      fields: ProspectFields & { prospectName: string };
    })
  | (OnProspect & { type: 'EditRecommendation'; operatorId: string; fields: ProspectFields })
  | (OnProspect & { type: 'RemoveRecommendation'; operatorId: string })
  | (OnProspect & {
      type: 'AnswerRecommendation';
      networkerUserId: string;
      answer: 'approved' | 'rejected';
      notes: string | null;
    })
  /** An acceptance's answers: an answered recommendation is skipped, so a retried registration succeeds. */
  | (OnProspect & {
      type: 'AnswerRecommendationOnAcceptance';
      invitationId: string;
      networkerUserId: string;
      answer: 'approved' | 'rejected' | 'unset';
    })
  | (OnProspect & {
      type: 'SubmitProspect';
      invitationId: string;
      operatorId: string;
      networkerUserId: string;
      sourceType: SubmittedProspectSource;
      details: SubmittedContactDetails;
      ownership: ProspectOwnership;
    })
  | (OnProspect & { type: 'RenameProspect'; operatorId: string; prospectName: string })
  | (OnProspect & {
      type: 'ChangeProspectStatus';
      operatorId: string;
      status: ProspectStatus;
      notes: string | null;
      /** Why, on a rejection; null when none was given (older clients). */
      reason?: string | null;
    })
  | (OnProspect & {
      type: 'CorrectProspectStatus';
      operatorId: string;
      /** The status being corrected, as the operator saw it. */
      from: ProspectStatus;
      reason: string | null;
    })
  | (OnProspect & { type: 'RecordWonDeal'; operatorId: string; dealValueCents: number })
  | (OnProspect & { type: 'ApproveBounty'; operatorId: string; kind: BountyKind })
  | (OnProspect & {
      type: 'PayBounty';
      operatorId: string;
      kind: BountyKind;
      method: PayoutMethod;
      reference: string;
    })
  | (OnProspect & {
      type: 'OpenDispute';
      userId: string;
      party: DisputeParty;
      disputeId: string;
      bountyKind: BountyKind;
      reason: DisputeReason;
      evidence: string;
      links: string[];
    })
  | (OnProspect & {
      type: 'RespondToDispute';
      userId: string;
      party: DisputeParty;
      disputeId: string;
      response: string;
      links: string[];
    })
  | (OnProspect & {
      type: 'ResolveDispute';
      disputeId: string;
      outcome: DisputeOutcome;
      note: string;
      correctedAmountCents: number | null;
    });

/** What the handler loads from elsewhere; `factsNeeded` says which a command needs in a given state. */
export interface ProspectFacts {
  /** The moment of the decision (the dispute window). */
  now?: Date;
  /** Read from the invitation's and the operator's streams when the terms are about to be frozen. */
  termsInForce?: TermsInForce;
  /** Whether the networker holds a place on the prospect's invitation. */
  networkerHoldsPlace?: boolean;
}

export function factsNeeded(
  command: ProspectCommand,
  state: ProspectState,
): { termsInForce: boolean; networkerHoldsPlace: boolean; now: boolean } {
  return {
    termsInForce:
      command.type === 'ChangeProspectStatus' && state.terms === null && statusNeedsTerms(command.status),
    networkerHoldsPlace: command.type === 'AnswerRecommendation',
    now: command.type === 'OpenDispute' || command.type === 'CorrectProspectStatus',
  };
}

export type ProspectRefusalCode =
  | 'prospect_exists'
  | 'prospect_not_found'
  | 'prospect_of_another_operator'
  | 'recommendation_in_pipeline'
  | 'recommendation_answered'
  | 'not_recommended_here'
  | 'not_in_pipeline'
  | 'illegal_status_change'
  | 'correction_changed_since'
  | 'nothing_to_correct'
  | 'correction_reason_required'
  | 'correction_bounty_settled'
  | 'correction_deal_won'
  | 'correction_dispute_open'
  | 'meeting_not_held'
  | 'deal_already_won'
  | 'bounty_not_earned'
  | 'bounty_not_approved'
  | 'bounty_already_approved'
  | 'bounty_already_paid'
  | 'dispute_no_entry'
  | 'dispute_window_closed'
  | 'dispute_already_open'
  | 'dispute_not_found'
  | 'dispute_own'
  | 'dispute_already_responded'
  | 'dispute_already_resolved';
