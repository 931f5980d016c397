import { Inject, Injectable } from '@nestjs/common';
import {
  AUDIT_MESSAGES as M,
  comparePositions,
  conversationStream,
  type GlobalPosition,
  INVITATION_EVENT_TYPES,
  invitationStream,
  isEventOf,
  MESSAGING_EVENT_TYPES,
  type ProspectHistoryAnswer,
  type ProspectHistoryPage,
  type ProspectStateAnswer,
  prospectStream,
  type RecordedEvent,
  REVIEW_PARTIES,
  reviewStream,
} from '@referrals/contracts';
import { conversationIdFor } from '@referrals/projections';
import { RefusalError, refuse } from '../kernel/decider.js';
import { foldProspect, type ProspectState } from '../pipeline/index.js';
import { AuditEvents } from './audit-events.js';
import { prospectStateAt } from './prospect-audit-state.js';
import { encodeProspectHistoryCursor } from './prospect-history-cursor.js';
import { prospectIdentity } from './prospect-identity.js';
import type { AuditQueryRefusalCode } from './queries/audit-query-refusals.js';

/** Who asks: an auditor reads every prospect; anyone else only a prospect they are a party to. */
export interface AuditReader {
  userId: string;
  isAuditor: boolean;
}

/** Whether the reader may read a prospect with these parties: an auditor, or one of the two. */
export function mayReadProspect(reader: AuditReader, parties: HistoryParties): boolean {
  return (
    reader.isAuditor || reader.userId === parties.operatorId || reader.userId === parties.networkerUserId
  );
}

/** Who a prospect's parties are. */
export interface HistoryParties {
  operatorId: string | null;
  networkerUserId: string | null;
}

/**
 * What a history page was read from: the prospect's parties, and each stream read with the revision
 * of its last event (-1: it had none). While those revisions are the streams' own, the page is the same.
 */
export interface HistorySource extends HistoryParties {
  streams: Record<string, string>;
}

/** A page of a prospect's history, and what it was read from. */
export interface HistoryPageRead {
  page: ProspectHistoryPage;
  source: HistorySource;
}

/** The invitation events that set the bounty terms a prospect is approved under. */
const TERMS_EVENT_TYPES = [
  INVITATION_EVENT_TYPES.invitationCreated,
  INVITATION_EVENT_TYPES.invitationBountiesChanged,
] as const;

/** Who a history is about: the prospect and its parties, as every answer about it names them. */
type HistoryHeading = Omit<ProspectHistoryAnswer, 'events'>;

/** The last revision of each stream as read (-1 for one that had no event). */
function lastRevisions(streams: ReadonlyMap<string, readonly RecordedEvent[]>): Record<string, string> {
  return Object.fromEntries(
    [...streams].map(([name, events]) => [name, (events.at(-1)?.revision ?? -1n).toString()]),
  );
}

/** A prospect's history and its state at a moment, for its two parties and auditors. */
@Injectable()
export class ProspectAudit {
  constructor(@Inject(AuditEvents) private readonly events: AuditEvents) {}

  async history(prospectId: string, reader: AuditReader): Promise<ProspectHistoryAnswer> {
    const { heading, related } = await this.timeline(prospectId, reader);
    return { ...heading, events: await this.events.view(related) };
  }

  /**
   * The history's events after `after` (null: from the first), at most `limit`, in log order, and what
   * they were read from. The streams are read whole, as for the full history (the event store reads
   * streams, not a prospect's share of them); only the page's events are looked up and answered.
   */
  async historyPage(
    prospectId: string,
    reader: AuditReader,
    after: GlobalPosition | null,
    limit: number,
  ): Promise<HistoryPageRead> {
    const { heading, related, streams } = await this.timeline(prospectId, reader);
    const rest = after ? related.filter((event) => comparePositions(event.position, after) > 0) : related;
    const shown = rest.slice(0, limit);
    const last = shown.at(-1);
    const page: ProspectHistoryPage = {
      ...heading,
      items: await this.events.view(shown),
      nextCursor: rest.length > limit && last ? encodeProspectHistoryCursor(last.position) : null,
      eventCount: related.length,
      // The prospect's own stream is never empty here (`readable` refuses one that is).
      lastOccurredAt: related.at(-1)!.metadata.occurredAt,
    };
    const source = {
      operatorId: heading.operatorId,
      networkerUserId: heading.networkerUserId,
      streams: lastRevisions(streams),
    };
    return { page, source };
  }

  /**
   * The prospect's events, its reviews, the messages about it and the invitation events that set the
   * terms it may have been approved under, in log order; with who the prospect and its parties are.
   */
  private async timeline(
    prospectId: string,
    reader: AuditReader,
  ): Promise<{
    heading: HistoryHeading;
    related: RecordedEvent[];
    /** Every stream read, with its events. */
    streams: Map<string, RecordedEvent[]>;
  }> {
    const { own, parties } = await this.readable(prospectId, reader);
    const invitationId = parties.invitationId!;
    const conversationName = parties.networkerUserId
      ? conversationStream(conversationIdFor(parties.operatorId!, parties.networkerUserId))
      : null;
    const reviewNames = REVIEW_PARTIES.map((party) => reviewStream(prospectId, party));
    const [invitation, conversation, ...reviews] = await Promise.all([
      this.events.read(invitationStream(invitationId)),
      conversationName ? this.events.read(conversationName) : [],
      ...reviewNames.map((name) => this.events.read(name)),
    ]);
    const streams = new Map<string, RecordedEvent[]>([
      [prospectStream(prospectId), own],
      [invitationStream(invitationId), invitation],
      ...(conversationName ? [[conversationName, conversation] as const] : []),
      ...reviewNames.map((name, index) => [name, reviews[index]!] as const),
    ]);
    const related = [
      ...own,
      ...invitation.filter((event) => isEventOf(event, TERMS_EVENT_TYPES)),
      ...conversation.filter(
        (event) =>
          isEventOf(event, [MESSAGING_EVENT_TYPES.messageSent]) && event.data.prospectId === prospectId,
      ),
      ...reviews.flat(),
    ].sort((a, b) => comparePositions(a.position, b.position));
    return {
      heading: {
        prospectId,
        invitationId,
        operatorId: parties.operatorId!,
        networkerUserId: parties.networkerUserId,
        prospect: prospectIdentity(own),
      },
      related,
      streams,
    };
  }

  async stateAt(prospectId: string, at: Date, reader: AuditReader): Promise<ProspectStateAnswer> {
    return prospectStateAt(prospectId, (await this.readable(prospectId, reader)).own, at);
  }

  /**
   * The prospect's own events and who its parties are, once the reader may see them:
   * 404 for no events, 403 for an outsider.
   */
  private async readable(
    prospectId: string,
    reader: AuditReader,
  ): Promise<{ own: RecordedEvent[]; parties: ProspectState }> {
    const own = await this.events.read(prospectStream(prospectId));
    if (own.length === 0) {
      throw new RefusalError(refuse<AuditQueryRefusalCode>('prospect_not_found', M.prospectNotFound));
    }
    const parties = foldProspect(own);
    if (!mayReadProspect(reader, parties)) {
      throw new RefusalError(refuse<AuditQueryRefusalCode>('not_a_prospect_party', M.notAParty));
    }
    return { own, parties };
  }
}
