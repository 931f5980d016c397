import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { GlobalPosition, ProspectHistoryPage } from '@referrals/contracts';
import { type AuditReader, ProspectAudit } from '../prospect-audit.js';

/** A page of a prospect's history after `after` (null: the first page), for one of its parties or an auditor. */
export class GetProspectHistoryPage extends Query<ProspectHistoryPage> {
  constructor(
    readonly prospectId: string,
    readonly reader: AuditReader,
    readonly after: GlobalPosition | null,
    readonly limit: number,
  ) {
    super();
  }
}

@QueryHandler(GetProspectHistoryPage)
export class GetProspectHistoryPageHandler implements IQueryHandler<GetProspectHistoryPage> {
  constructor(@Inject(ProspectAudit) private readonly audit: ProspectAudit) {}

  execute({ prospectId, reader, after, limit }: GetProspectHistoryPage): Promise<ProspectHistoryPage> {
    return this.audit.historyPage(prospectId, reader, after, limit);
  }
}
