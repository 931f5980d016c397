import { Controller, Get, Inject, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { ActivityItem, DashboardStats, OperatorOnboarding } from '@referrals/contracts';
import type { Request } from 'express';
import { SignedIn } from '../platform/http/access.decorators.js';
import { actingParty } from '../platform/http/acting-party.js';
import { GetDashboardActivity } from './queries/get-dashboard-activity.query.js';
import { GetDashboardStats } from './queries/get-dashboard-stats.query.js';
import { GetOperatorOnboarding } from './queries/get-operator-onboarding.query.js';

/** The Overview tab: stat cards and recent activity, for the caller's active role only; the operator's onboarding. */
@Controller('dashboard')
@SignedIn('operator', 'networker')
export class DashboardController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('stats')
  statsOf(@Req() request: Request): Promise<DashboardStats> {
    return this.queries.execute(new GetDashboardStats(actingParty(request), request.session.userId!));
  }

  @Get('activity')
  activityOf(@Req() request: Request): Promise<ActivityItem[]> {
    return this.queries.execute(new GetDashboardActivity(actingParty(request), request.session.userId!));
  }

  /** The new operator's onboarding checklist, each step ticked by what really happened. */
  @Get('onboarding')
  @SignedIn('operator')
  onboardingOf(@Req() request: Request): Promise<OperatorOnboarding> {
    return this.queries.execute(new GetOperatorOnboarding(request.session.userId!));
  }
}
