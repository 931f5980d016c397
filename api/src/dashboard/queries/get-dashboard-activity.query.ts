import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { ActivityItem } from '@referrals/contracts';
import type { ActingParty } from '../../platform/http/acting-party.js';
import { DashboardActivity } from '../dashboard-activity.js';

/** The Overview's recent activity, for the caller's side only. */
export class GetDashboardActivity extends Query<ActivityItem[]> {
  constructor(
    readonly party: ActingParty,
    readonly userId: string,
  ) {
    super();
  }
}

@QueryHandler(GetDashboardActivity)
export class GetDashboardActivityHandler implements IQueryHandler<GetDashboardActivity> {
  constructor(@Inject(DashboardActivity) private readonly activity: DashboardActivity) {}

  execute({ party, userId }: GetDashboardActivity): Promise<ActivityItem[]> {
    return this.activity.of(party, userId);
  }
}
