import { Inject, Injectable } from '@nestjs/common';
import {
  AUDIT_MESSAGES as M,
  comparePositions,
  conversationStream,
  INVITATION_EVENT_TYPES,
  invitationStream,
  isEventOf,
  MESSAGING_EVENT_TYPES,
  type ProspectHistoryAnswer,
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
import { prospectIdentity } from './prospect-identity.js';
import type { AuditQueryRefusalCode } from './queries/audit-query-refusals.js';

/** Who asks: an auditor reads every prospect; anyone else only a prospect they are a party to. */
export interface AuditReader {
  userId: string;
  isAuditor: boolean;
}

/** The invitation events that set the bounty terms a prospect is approved under. */
const TERMS_EVENT_TYPES = [
  INVITATION_EVENT_TYPES.invitationCreated,
  INVITATION_EVENT_TYPES.invitationBountiesChanged,
] as const;

/** A prospect's history and its state at a moment, for its two parties and auditors. */
@Injectable()
export class ProspectAudit {
  constructor(@Inject(AuditEvents) private readonly events: AuditEvents) {}

  async history(prospectId: string, reader: AuditReader): Promise<ProspectHistoryAnswer> {
    const { own, parties } = await this.readable(prospectId, reader);
    const invitationId = parties.invitationId!;
    const [invitation, conversation, ...reviews] = await Promise.all([
      this.events.read(invitationStream(invitationId)),
      parties.networkerUserId
        ? this.events.read(
            conversationStream(conversationIdFor(parties.operatorId!, parties.networkerUserId)),
          )
        : [],
      ...REVIEW_PARTIES.map((party) => this.events.read(reviewStream(prospectId, party))),
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
      prospectId,
      invitationId,
      operatorId: parties.operatorId!,
      networkerUserId: parties.networkerUserId,
      prospect: prospectIdentity(own),
      events: await this.events.view(related),
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
    const isParty = reader.userId === parties.operatorId || reader.userId === parties.networkerUserId;
    if (!reader.isAuditor && !isParty) {
      throw new RefusalError(refuse<AuditQueryRefusalCode>('not_a_prospect_party', M.notAParty));
    }
    return { own, parties };
  }
}
