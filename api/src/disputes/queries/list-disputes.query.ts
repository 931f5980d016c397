import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { DisputeListFilter, DisputeListItem } from '@referrals/contracts';
import { type ActingParty, PARTY_COLUMN } from '../../platform/http/acting-party.js';
import { DisputeList, type DisputeListOwner } from '../dispute-list.js';

/** An auditor's queue (every dispute), or the disputes on the caller's side of their prospects. */
export class ListDisputes extends Query<DisputeListItem[]> {
  constructor(
    readonly userId: string,
    readonly role: ActingParty | 'auditor',
    readonly status: DisputeListFilter,
  ) {
    super();
  }
}

@QueryHandler(ListDisputes)
export class ListDisputesHandler implements IQueryHandler<ListDisputes> {
  constructor(@Inject(DisputeList) private readonly disputes: DisputeList) {}

  execute({ userId, role, status }: ListDisputes): Promise<DisputeListItem[]> {
    const owner: DisputeListOwner =
      role === 'auditor' ? { auditor: true } : { column: PARTY_COLUMN[role], userId };
    return this.disputes.list(owner, status);
  }
}
