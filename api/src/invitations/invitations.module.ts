import { Module } from '@nestjs/common';
import { ChangeInvitation } from './change-invitation.js';
import { CreateInvitation } from './create-invitation.js';
import { InvitationAccess } from './invitation-access.js';
import { InvitationDirectory } from './invitation-directory.js';
import { InvitationsController } from './invitations.controller.js';
import { InvitationProspectList } from './recommended-prospects/invitation-prospect-list.js';
import { RecommendedProspects } from './recommended-prospects/recommended-prospects.js';
import { RecommendedProspectsController } from './recommended-prospects/recommended-prospects.controller.js';
import { TrackInvitationClick } from './track-invitation-click.js';

/** Invitations: the operator's links to networkers, their bounties, clicks, registrations and recommended prospects. */
@Module({
  controllers: [InvitationsController, RecommendedProspectsController],
  providers: [
    CreateInvitation,
    ChangeInvitation,
    InvitationAccess,
    InvitationDirectory,
    TrackInvitationClick,
    RecommendedProspects,
    InvitationProspectList,
  ],
  exports: [InvitationAccess, InvitationDirectory, CreateInvitation, RecommendedProspects],
})
export class InvitationsModule {}
