import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { GlobalPosition } from '@referrals/contracts';
import { type AuditReader, type HistoryPageRead, ProspectAudit } from '../prospect-audit.js';

/**
 * A page of a prospect's history after `after` (null: the first page), for one of its parties or an
 * auditor, with what it was read from.
 */
export class GetProspectHistoryPage extends Query<HistoryPageRead> {
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

  execute({ prospectId, reader, after, limit }: GetProspectHistoryPage): Promise<HistoryPageRead> {
    return this.audit.historyPage(prospectId, reader, after, limit);
  }
}
