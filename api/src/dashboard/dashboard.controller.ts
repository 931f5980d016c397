import { Controller, Get, Inject, Req } from '@nestjs/common';
import type { ActivityItem, DashboardStats } from '@referrals/contracts';
import type { Request } from 'express';
import { SignedIn } from '../platform/http/access.decorators.js';
import { actingParty } from '../platform/http/acting-party.js';
import { DashboardActivity } from './dashboard-activity.js';
import { DashboardStatsReader } from './dashboard-stats.js';

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
    return this.stats.of(actingParty(request), request.session.userId!);
  }

  @Get('activity')
  activityOf(@Req() request: Request): Promise<ActivityItem[]> {
    return this.activity.of(actingParty(request), request.session.userId!);
  }
}
