import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { ProspectDisputesAnswer } from '@referrals/contracts';
import { type DisputeReader, ProspectDisputes } from '../prospect-disputes.js';

/** A prospect's disputes and what may still be disputed, for one of its parties or an auditor. */
export class GetProspectDisputes extends Query<ProspectDisputesAnswer> {
  constructor(
    readonly prospectId: string,
    readonly reader: DisputeReader,
  ) {
    super();
  }
}

@QueryHandler(GetProspectDisputes)
export class GetProspectDisputesHandler implements IQueryHandler<GetProspectDisputes> {
  constructor(@Inject(ProspectDisputes) private readonly disputes: ProspectDisputes) {}

  execute({ prospectId, reader }: GetProspectDisputes): Promise<ProspectDisputesAnswer> {
    return this.disputes.of(prospectId, reader);
  }
}
