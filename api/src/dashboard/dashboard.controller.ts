import { Controller, Get, Inject, Req } from '@nestjs/common';
import type { ActivityItem, DashboardStats } from '@referrals/contracts';
import type { Request } from 'express';
import { SignedIn } from '../platform/http/access.decorators.js';
import { DashboardActivity } from './dashboard-activity.js';
import type { DashboardRole } from './dashboard-party.js';
import { DashboardStatsReader } from './dashboard-stats.js';

/** The role the caller acts in; the guard has let only operators and networkers through. */
const roleOf = (request: Request): DashboardRole =>
  request.session.activeRole === 'operator' ? 'operator' : 'networker';

/** The Overview tab: stat cards and recent activity, for the caller's active role only. */
@Controller('dashboard')
@SignedIn('operator', 'networker')
export class DashboardController {
  constructor(
    @Inject(DashboardStatsReader) private readonly stats: DashboardStatsReader,
    @Inject(DashboardActivity) private readonly activity: DashboardActivity,
  ) {}

  @Get('stats')
  statsOf(@Req() request: Request): Promise<DashboardStats> {
    return this.stats.of(roleOf(request), request.session.userId!);
  }

  @Get('activity')
  activityOf(@Req() request: Request): Promise<ActivityItem[]> {
    return this.activity.of(roleOf(request), request.session.userId!);
  }
}
