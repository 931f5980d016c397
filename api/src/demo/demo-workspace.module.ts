import { Module } from '@nestjs/common';
import { InvitationsModule } from '../invitations/invitations.module.js';
import { OperatorsModule } from '../operators/operators.module.js';
import { DemoWorkspaceSeed } from './demo-workspace.seed.js';
import { DemoWorkspaceStory } from './demo-workspace-story.js';

/** The demo operator's starting workspace: profile, invitations, networkers, pipeline (only with SEED_DEMO_OPERATOR). */
@Module({
  imports: [OperatorsModule, InvitationsModule],
  providers: [DemoWorkspaceSeed, DemoWorkspaceStory],
})
export class DemoWorkspaceModule {}
