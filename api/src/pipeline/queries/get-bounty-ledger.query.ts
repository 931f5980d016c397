import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { BountyLedgerAnswer } from '@referrals/contracts';
import type { ActingParty } from '../../platform/http/acting-party.js';
import { BountyLedgerList } from '../bounties/bounty-ledger-list.js';

/** The bounty ledger from one side: what the networker earned, or what the operator owes and paid. */
export class GetBountyLedger extends Query<BountyLedgerAnswer> {
  constructor(
    readonly party: ActingParty,
    readonly userId: string,
  ) {
    super();
  }
}

@QueryHandler(GetBountyLedger)
export class GetBountyLedgerHandler implements IQueryHandler<GetBountyLedger> {
  constructor(@Inject(BountyLedgerList) private readonly ledger: BountyLedgerList) {}

  execute({ party, userId }: GetBountyLedger): Promise<BountyLedgerAnswer> {
    return party === 'operator' ? this.ledger.forOperator(userId) : this.ledger.forNetworker(userId);
  }
}
