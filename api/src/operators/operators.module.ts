import { Module } from '@nestjs/common';
import { SaveOperatorProfileHandler } from './commands/save-operator-profile.command.js';
import { OperatorProfileController } from './profile/operator-profile.controller.js';
import { OperatorProfiles } from './profile/operator-profiles.js';
import { GetOperatorProfileHandler } from './queries/get-operator-profile.query.js';

/** The operator's workspace: profile (and, next, companies, invitations, recommended prospects). */
@Module({
  controllers: [OperatorProfileController],
  providers: [SaveOperatorProfileHandler, OperatorProfiles, GetOperatorProfileHandler],
})
export class OperatorsModule {}
