import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import {
  BOUNTY_EVENT_TYPES,
  bountiesEarnedByChange,
  type BountyTermsFixedData,
  type CommandAnswer,
  PROSPECT_EVENT_TYPES,
  type ProspectStatus,
  type ProspectStatusChangedData,
  prospectStream,
  statusChangeRefusal,
  statusChangeRefusalMessage,
  statusNeedsTerms,
} from '@referrals/contracts';
import { EventWriter, type PendingEvent } from '../platform/events/event-writer.js';
import { ReadYourWrites } from '../platform/events/read-your-writes.js';
import { bountyEarnedEvents } from './bounties/bounty-earned-events.js';
import { BountyTermsSource } from './bounties/bounty-terms-source.js';
import { OperatorProspects, prospectParties } from './operator-prospect.js';
import { fixedTerms } from './prospect-pipeline-state.js';

export interface StatusChange {
  status: ProspectStatus;
  notes: string | null;
}

/**
 * The invitation's operator moves a prospect along the pipeline. The rules are the contracts'
 * `statusChangeRefusal`. Reaching approval freezes the bounty terms in force; reaching
 * intro_made and meeting_held earns their bounties; all in one append with the change. The
 * append expects the revision the decision was made on, so of two changes at the same moment
 * one wins and the other answers 409.
 */
@Injectable()
export class ChangeProspectStatus {
  constructor(
    @Inject(OperatorProspects) private readonly prospects: OperatorProspects,
    @Inject(BountyTermsSource) private readonly termsSource: BountyTermsSource,
    @Inject(EventWriter) private readonly writer: EventWriter,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
  ) {}

  async change(operatorId: string, prospectId: string, change: StatusChange): Promise<CommandAnswer> {
    const { state, revision } = await this.prospects.load(operatorId, prospectId);
    const refusal = statusChangeRefusal(state.status, change.status, change.notes !== null);
    if (refusal) throw new BadRequestException(statusChangeRefusalMessage(refusal, state.status));
    const parties = prospectParties(prospectId, state);
    const events: PendingEvent[] = [
      {
        type: PROSPECT_EVENT_TYPES.prospectStatusChanged,
        data: {
          ...parties,
          from: state.status,
          to: change.status,
          notes: change.notes,
        } satisfies ProspectStatusChangedData,
      },
    ];
    let terms = state.terms;
    if (terms === null && statusNeedsTerms(change.status)) {
      const current = await this.termsSource.current(parties.invitationId, operatorId);
      events.push({
        type: BOUNTY_EVENT_TYPES.bountyTermsFixed,
        data: { ...parties, ...current } satisfies BountyTermsFixedData,
      });
      terms = fixedTerms(current);
    }
    if (terms !== null)
      events.push(
        ...bountyEarnedEvents(
          parties,
          bountiesEarnedByChange(state.status, change.status, terms),
          state.ledger,
        ),
      );
    const written = await this.writer.append(prospectStream(prospectId), events, revision);
    return this.readYourWrites.answer(written);
  }
}
