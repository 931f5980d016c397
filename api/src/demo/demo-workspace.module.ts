import { Module } from '@nestjs/common';
import { InvitationsModule } from '../invitations/invitations.module.js';
import { OperatorsModule } from '../operators/operators.module.js';
import { DemoWorkspaceSeed } from './demo-workspace.seed.js';

/** The demo operator's starting workspace (only with SEED_DEMO_OPERATOR). */
@Module({
  imports: [OperatorsModule, InvitationsModule],
  providers: [DemoWorkspaceSeed],
})
export class DemoWorkspaceModule {}
