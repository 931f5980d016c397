import type { DynamicModule, Type } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { AuditModule } from '../audit/audit.module.js';
import { CompaniesModule } from '../companies/companies.module.js';
import { DashboardModule } from '../dashboard/dashboard.module.js';
import { DisputesModule } from '../disputes/disputes.module.js';
import { DemoWorkspaceModule } from '../demo/demo-workspace.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { InvitationsModule } from '../invitations/invitations.module.js';
import { MessagingModule } from '../messaging/messaging.module.js';
import { OperatorsModule } from '../operators/operators.module.js';
import { PipelineModule } from '../pipeline/pipeline.module.js';
import { ReviewsModule } from '../reviews/reviews.module.js';
import { WaitlistModule } from '../waitlist/waitlist.module.js';

/** The product's bounded contexts, loaded in processes with the api role. */
export function productContexts(config: AppConfig): Array<Type | DynamicModule> {
  return [
    IdentityModule.forRoot(config),
    OperatorsModule,
    CompaniesModule,
    InvitationsModule,
    PipelineModule,
    NotificationsModule,
    MessagingModule,
    ReviewsModule,
    DashboardModule,
    DemoWorkspaceModule,
    WaitlistModule,
    AuditModule,
    DisputesModule,
  ];
}
