import { Inject, Injectable } from '@nestjs/common';
import {
  BOUNTY_KINDS,
  centsToDecimalString,
  type DisputableLedgerEntry,
  DISPUTE_EVENT_TYPES,
  DISPUTE_MESSAGES,
  type DisputeParty,
  disputeOpenRefusal,
  disputeOpenRefusalMessage,
  disputeWindowClosesAt,
  type ProspectDisputesAnswer,
  prospectStream,
} from '@referrals/contracts';
import { AuditEvents } from '../audit/index.js';
import { RefusalError, refuse } from '../kernel/decider.js';
import { CLOCK, type Clock } from '../platform/ports/clock.js';
import { disputableEntries, foldProspect, hasOpenDispute } from '../pipeline/index.js';
import { disputeViews } from './dispute-views.js';
import type { DisputesQueryRefusalCode } from './queries/disputes-query-refusals.js';

const DISPUTE_TYPES: readonly string[] = Object.values(DISPUTE_EVENT_TYPES);

/** Who reads: an auditor reads every prospect's disputes; a party only their own prospect's. */
export interface DisputeReader {
  userId: string;
  isAuditor: boolean;
}

/** A prospect's disputes and disputable entries, read from its stream, so a step just taken shows at once. */
@Injectable()
export class ProspectDisputes {
  constructor(
    @Inject(AuditEvents) private readonly events: AuditEvents,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async of(prospectId: string, reader: DisputeReader): Promise<ProspectDisputesAnswer> {
    const events = await this.events.read(prospectStream(prospectId));
    if (events.length === 0) {
      throw new RefusalError(
        refuse<DisputesQueryRefusalCode>('prospect_not_found', DISPUTE_MESSAGES.prospectNotFound),
      );
    }
    const state = foldProspect(events);
    const party: DisputeParty | null =
      reader.userId === state.operatorId
        ? 'operator'
        : reader.userId === state.networkerUserId
          ? 'networker'
          : null;
    if (!party && !reader.isAuditor) {
      throw new RefusalError(
        refuse<DisputesQueryRefusalCode>('not_a_prospect_party', DISPUTE_MESSAGES.notAParty),
      );
    }
    const now = this.clock.now();
    const disputable = disputableEntries(state);
    const entries: DisputableLedgerEntry[] = BOUNTY_KINDS.flatMap((kind) => {
      const entry = disputable[kind];
      if (!entry) return [];
      const refusal = disputeOpenRefusal(entry, hasOpenDispute(state, kind), now);
      return [
        {
          kind,
          state: entry.state,
          amount: centsToDecimalString(entry.amountCents),
          paid: centsToDecimalString(entry.paidCents),
          windowClosesAt:
            entry.state === 'paid' && entry.paidAt ? disputeWindowClosesAt(entry.paidAt).toISOString() : null,
          refusal: refusal ? disputeOpenRefusalMessage(refusal) : null,
        },
      ];
    });
    const disputeEvents = events.filter((event) => DISPUTE_TYPES.includes(event.type));
    return {
      prospectId,
      viewerRole: reader.isAuditor ? 'auditor' : party!,
      disputes: disputeViews(await this.events.view(disputeEvents)),
      entries,
    };
  }
}
