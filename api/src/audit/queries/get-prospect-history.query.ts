import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { ProspectHistoryAnswer } from '@referrals/contracts';
import { type AuditReader, ProspectAudit } from '../prospect-audit.js';

/** A prospect's events with its terms, messages and reviews, for one of its parties or an auditor. */
export class GetProspectHistory extends Query<ProspectHistoryAnswer> {
  constructor(
    readonly prospectId: string,
    readonly reader: AuditReader,
  ) {
    super();
  }
}

@QueryHandler(GetProspectHistory)
export class GetProspectHistoryHandler implements IQueryHandler<GetProspectHistory> {
  constructor(@Inject(ProspectAudit) private readonly audit: ProspectAudit) {}

  execute({ prospectId, reader }: GetProspectHistory): Promise<ProspectHistoryAnswer> {
    return this.audit.history(prospectId, reader);
  }
}
