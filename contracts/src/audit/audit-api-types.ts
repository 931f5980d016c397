import type { BountyKind } from '../bounties/bounty-ledger.js';
import type { BountyTerms } from '../bounties/bounty-terms.js';
import type { ActorRole } from '../event-store/event.js';
import type { ProspectStatus } from '../prospects/prospect-status.js';
import { queryKey } from '../query-keys.js';

/** One stored event as an auditor reads it: what, where in the log, by whom and when. */
export interface AuditEvent {
  id: string;
  type: string;
  streamName: string;
  /** The event's revision in its stream (0-based), as a decimal string. */
  revision: string;
  /** The event's place in the global log, "<commit>-<prepare>". */
  position: string;
  data: unknown;
  actorUserId: string | null;
  /** The acting user's name now; null for a visitor, the system, or a deleted account. */
  actorName: string | null;
  actorRole: ActorRole;
  /** ISO 8601: when the fact happened. */
  occurredAt: string;
  /** ISO 8601: when the store recorded it. */
  recordedAt: string;
  /** The tamper-evidence hash, when the event carries one. */
  hash: string | null;
}

/**
 * GET /api/audit/prospects/{id}/history: every event of the prospect, its reviews, the messages about it,
 * and the invitation events that set the bounty terms it may have been approved under, in log order.
 */
export interface ProspectHistoryAnswer {
  prospectId: string;
  invitationId: string;
  operatorId: string;
  networkerUserId: string | null;
  /** Who the prospect is, as the latest of its own events describe them. */
  prospect: ProspectIdentity;
  events: AuditEvent[];
}

/**
 * Who a prospect is, folded from its own events (submitted or recommended, edited, renamed): what the
 * networker (or, for a recommendation, the operator) wrote about them.
 */
export interface ProspectIdentity {
  prospectName: string | null;
  prospectTitle: string | null;
  prospectCompany: string | null;
  prospectLinkedinUrl: string | null;
  networkerNotes: string | null;
  /** `operator_recommended`, `networker_added` or `linkedin_url`; null before the first event. */
  sourceType: string | null;
}

/** GET /api/audit/prospects/{id}/state?at=: the prospect folded from its own events up to a moment. */
export interface ProspectStateAnswer {
  prospectId: string;
  /** ISO 8601: the moment asked for (now when none was given). */
  at: string;
  /** How many of the prospect's events happened by then. */
  eventsApplied: number;
  lastEvent: { type: string; occurredAt: string; revision: string } | null;
  prospectName: string | null;
  status: ProspectStatus | null;
  removed: boolean;
  /** The bounty terms frozen at approval; null before approval. */
  terms: BountyTerms | null;
  ledger: Partial<
    Record<
      BountyKind,
      {
        state: 'earned' | 'approved' | 'paid';
        amountCents: number;
        paidCents: number;
        adjustedFromCents: number | null;
      }
    >
  >;
  dealWon: boolean;
}

/** GET /api/audit/streams/{streamName} (auditors): the stream's events in order. */
export interface StreamAnswer {
  streamName: string;
  events: AuditEvent[];
}

export const AUDIT_MESSAGES = {
  prospectNotFound: 'Prospect not found',
  notAParty: 'Only the operator and the networker of this prospect, or an auditor, may read its history.',
  atInvalid: 'at must be an ISO 8601 date and time, e.g. 2026-11-21T10:00:00Z',
  streamNameInvalid: 'streamName must be a stream name such as prospect-<id>',
} as const;

/** Query keys of the history page (first element: the API path). */
export const prospectHistoryQueryKey = (prospectId: string) =>
  queryKey('GET /api/audit/prospects/:id/history', { params: { id: prospectId } });
/** The state card at one moment (null: before the first event); without `at`, every moment's prefix. */
export const prospectStateQueryKey = (prospectId: string, at?: string | null) =>
  queryKey('GET /api/audit/prospects/:id/state', {
    params: { id: prospectId },
    key: at === undefined ? undefined : [at],
  });
