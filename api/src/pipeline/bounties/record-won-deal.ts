import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import {
  BOUNTY_EVENT_TYPES,
  bountiesEarnedByWonDeal,
  type CommandAnswer,
  type DealWonData,
  prospectStream,
  usd,
  wonDealRefusal,
  wonDealRefusalMessage,
} from '@referrals/contracts';
import { EventWriter, type PendingEvent } from '../../platform/events/event-writer.js';
import { ReadYourWrites } from '../../platform/events/read-your-writes.js';
import { bountyEarnedEvents } from './bounty-earned-events.js';
import { OperatorProspects, prospectParties } from '../operator-prospect.js';

/**
 * The operator records that the prospect became a customer, with the deal's value: the win
 * bounty and the revenue share of that value are earned in the same append, on the terms
 * frozen at approval.
 */
@Injectable()
export class RecordWonDeal {
  constructor(
    @Inject(OperatorProspects) private readonly prospects: OperatorProspects,
    @Inject(EventWriter) private readonly writer: EventWriter,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
  ) {}

  async record(operatorId: string, prospectId: string, dealValue: number): Promise<CommandAnswer> {
    const { state, revision } = await this.prospects.load(operatorId, prospectId);
    const refusal = wonDealRefusal(state.status, state.dealWon);
    if (refusal === 'already_won') throw new ConflictException(wonDealRefusalMessage(refusal));
    if (refusal) throw new BadRequestException(wonDealRefusalMessage(refusal));
    const parties = prospectParties(prospectId, state);
    const value = usd(dealValue);
    const events: PendingEvent[] = [
      { type: BOUNTY_EVENT_TYPES.dealWon, data: { ...parties, dealValue: value } satisfies DealWonData },
    ];
    // Terms are fixed at approval, which precedes any held meeting; a prospect from before the
    // ledger existed has none, and earns no win bounty rather than one on invented terms.
    if (state.terms)
      events.push(
        ...bountyEarnedEvents(parties, bountiesEarnedByWonDeal(state.terms, value.amountCents), state.ledger),
      );
    const written = await this.writer.append(prospectStream(prospectId), events, revision);
    return this.readYourWrites.answer(written);
  }
}
