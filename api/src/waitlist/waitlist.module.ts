import { Module } from '@nestjs/common';
import { JoinWaitlistHandler } from './commands/join-waitlist.command.js';
import { JoinWaitlistController } from './join-waitlist/join-waitlist.controller.js';
import { WaitlistClaims } from './join-waitlist/waitlist-claims.js';

/**
 * The sales-operator waitlist: a visitor leaves their details once per email, as a
 * SalesOperatorJoinedWaitlist on `waitlist-{entryId}`, guarded by `waitlist_claims`.
 */
@Module({
  controllers: [JoinWaitlistController],
  providers: [JoinWaitlistHandler, WaitlistClaims],
})
export class WaitlistModule {}
