import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { DashboardStats } from '@referrals/contracts';
import type { ActingParty } from '../../platform/http/acting-party.js';
import { DashboardStatsReader } from '../dashboard-stats.js';

/** The Overview's stat cards, for the caller's side only. */
export class GetDashboardStats extends Query<DashboardStats> {
  constructor(
    readonly party: ActingParty,
    readonly userId: string,
  ) {
    super();
  }
}

@QueryHandler(GetDashboardStats)
export class GetDashboardStatsHandler implements IQueryHandler<GetDashboardStats> {
  constructor(@Inject(DashboardStatsReader) private readonly stats: DashboardStatsReader) {}

  execute({ party, userId }: GetDashboardStats): Promise<DashboardStats> {
    return this.stats.of(party, userId);
  }
}
