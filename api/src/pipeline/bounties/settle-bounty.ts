import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import {
  approvalRefusal,
  BOUNTY_EVENT_TYPES,
  type BountyApprovedData,
  type BountyKind,
  type BountyPaidData,
  bountyStepRefusalMessage,
  type CommandAnswer,
  type PayoutMethod,
  paymentRefusal,
  prospectStream,
} from '@referrals/contracts';
import { EventWriter } from '../../platform/events/event-writer.js';
import { ReadYourWrites } from '../../platform/events/read-your-writes.js';
import { OperatorProspects, prospectParties } from '../operator-prospect.js';

/**
 * The operator settles an earned bounty: approves it, then records its payment. A bounty not yet
 * earned is a bad request; one already approved or paid is a conflict (someone did it already).
 */
@Injectable()
export class SettleBounty {
  constructor(
    @Inject(OperatorProspects) private readonly prospects: OperatorProspects,
    @Inject(EventWriter) private readonly writer: EventWriter,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
  ) {}

  async approve(operatorId: string, prospectId: string, kind: BountyKind): Promise<CommandAnswer> {
    const { state, revision } = await this.prospects.load(operatorId, prospectId);
    const refusal = approvalRefusal(state.ledger[kind]?.state ?? null);
    if (refusal === 'not_earned') throw new BadRequestException(bountyStepRefusalMessage(refusal));
    if (refusal) throw new ConflictException(bountyStepRefusalMessage(refusal));
    const data: BountyApprovedData = { ...prospectParties(prospectId, state), kind };
    const written = await this.writer.append(
      prospectStream(prospectId),
      [{ type: BOUNTY_EVENT_TYPES.bountyApproved, data }],
      revision,
    );
    return this.readYourWrites.answer(written);
  }

  async pay(
    operatorId: string,
    prospectId: string,
    kind: BountyKind,
    payment: { method: PayoutMethod; reference: string },
  ): Promise<CommandAnswer> {
    const { state, revision } = await this.prospects.load(operatorId, prospectId);
    const entry = state.ledger[kind];
    const refusal = paymentRefusal(entry?.state ?? null);
    if (refusal === 'already_paid') throw new ConflictException(bountyStepRefusalMessage(refusal));
    if (refusal || !entry) throw new BadRequestException(bountyStepRefusalMessage(refusal ?? 'not_earned'));
    const data: BountyPaidData = {
      ...prospectParties(prospectId, state),
      kind,
      // The whole amount, or what an auditor's upward correction left to pay.
      amount: { amountCents: entry.amountCents - entry.paidCents, currency: 'USD' },
      method: payment.method,
      reference: payment.reference,
    };
    const written = await this.writer.append(
      prospectStream(prospectId),
      [{ type: BOUNTY_EVENT_TYPES.bountyPaid, data }],
      revision,
    );
    return this.readYourWrites.answer(written);
  }
}
