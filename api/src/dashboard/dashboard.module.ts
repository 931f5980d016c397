import { Module } from '@nestjs/common';
import { DashboardActivity } from './dashboard-activity.js';
import { DashboardController } from './dashboard.controller.js';
import { DashboardStatsReader } from './dashboard-stats.js';
import { GetDashboardActivityHandler } from './queries/get-dashboard-activity.query.js';
import { GetDashboardStatsHandler } from './queries/get-dashboard-stats.query.js';
import { GetOperatorOnboardingHandler } from './queries/get-operator-onboarding.query.js';
import { OperatorOnboardingReader } from './operator-onboarding.js';

/**
 * The dashboard's Overview data: stat cards and recent activity per role, read from the prospects,
 * prospect-timeline and bounty-ledger read models (their projectors refresh both query keys).
 */
@Module({
  controllers: [DashboardController],
  providers: [
    DashboardStatsReader,
    DashboardActivity,
    OperatorOnboardingReader,
    GetDashboardStatsHandler,
    GetDashboardActivityHandler,
    GetOperatorOnboardingHandler,
  ],
})
export class DashboardModule {}
