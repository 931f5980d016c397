import { Module } from '@nestjs/common';
import { JoinWaitlistController } from './join-waitlist/join-waitlist.controller.js';
import { JoinWaitlist } from './join-waitlist/join-waitlist.js';
import { WaitlistClaims } from './join-waitlist/waitlist-claims.js';

/**
 * The sales-operator waitlist: a visitor leaves their details once per email, as a
 * SalesOperatorJoinedWaitlist on `waitlist-{entryId}`, guarded by `waitlist_claims`.
 */
@Module({
  controllers: [JoinWaitlistController],
  providers: [JoinWaitlist, WaitlistClaims],
})
export class WaitlistModule {}
