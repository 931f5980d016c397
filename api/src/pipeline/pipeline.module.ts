import { Module } from '@nestjs/common';
import { BountiesController } from './bounties/bounties.controller.js';
import { BountyLedgerList } from './bounties/bounty-ledger-list.js';
import { BountyTermsSource } from './bounties/bounty-terms-source.js';
import { RecordWonDeal } from './bounties/record-won-deal.js';
import { SettleBounty } from './bounties/settle-bounty.js';
import { ChangeProspectStatus } from './change-prospect-status.js';
import { OperatorProspects } from './operator-prospect.js';
import { PipelineController } from './pipeline.controller.js';

/**
 * The prospect pipeline: status changes by the invitation's operator, enforced by the server,
 * and the bounty ledger they feed (terms frozen at approval, earned, approved, paid).
 */
@Module({
  controllers: [PipelineController, BountiesController],
  providers: [
    ChangeProspectStatus,
    OperatorProspects,
    BountyTermsSource,
    RecordWonDeal,
    SettleBounty,
    BountyLedgerList,
  ],
})
export class PipelineModule {}
