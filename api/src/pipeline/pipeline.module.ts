import { Module } from '@nestjs/common';
import { BountiesController } from './bounties/bounties.controller.js';
import { BountyLedgerList } from './bounties/bounty-ledger-list.js';
import { BountyTermsSource } from './bounties/bounty-terms-source.js';
import { RecordWonDeal } from './bounties/record-won-deal.js';
import { SettleBounty } from './bounties/settle-bounty.js';
import { ChangeProspectStatus } from './change-prospect-status.js';
import { NetworkersWithProspects } from './networkers-with-prospects/networkers-with-prospects.js';
import { NetworkersWithProspectsController } from './networkers-with-prospects/networkers-with-prospects.controller.js';
import { OperatorProspects } from './operator-prospect.js';
import { PipelineController } from './pipeline.controller.js';
import { RenameProspect } from './rename-prospect/rename-prospect.js';
import { RenameProspectController } from './rename-prospect/rename-prospect.controller.js';

/**
 * The prospect pipeline: status changes and renames by the invitation's operator, enforced by the
 * server; the operator's view of their networkers with each prospect's history; and the bounty
 * ledger the changes feed (terms frozen at approval, earned, approved, paid).
 */
@Module({
  controllers: [
    PipelineController,
    RenameProspectController,
    NetworkersWithProspectsController,
    BountiesController,
  ],
  providers: [
    ChangeProspectStatus,
    OperatorProspects,
    RenameProspect,
    NetworkersWithProspects,
    BountyTermsSource,
    RecordWonDeal,
    SettleBounty,
    BountyLedgerList,
  ],
})
export class PipelineModule {}
