import { Module } from '@nestjs/common';
import { OperatorProfileController } from './profile/operator-profile.controller.js';
import { SaveOperatorProfile } from './profile/save-operator-profile.js';

/** The operator's workspace: profile (and, next, companies, invitations, recommended prospects). */
@Module({
  controllers: [OperatorProfileController],
  providers: [SaveOperatorProfile],
  exports: [SaveOperatorProfile],
})
export class OperatorsModule {}
