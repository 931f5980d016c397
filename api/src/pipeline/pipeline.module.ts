import { Module } from '@nestjs/common';
import { BountiesController } from './bounties/bounties.controller.js';
import { BountyLedgerList } from './bounties/bounty-ledger-list.js';
import { BountyTermsSource } from './bounties/bounty-terms-source.js';
import { ApproveBountyHandler } from './commands/approve-bounty.command.js';
import { ChangeProspectStatusHandler } from './commands/change-prospect-status.command.js';
import { CorrectProspectStatusHandler } from './commands/correct-prospect-status.command.js';
import { PayBountyHandler } from './commands/pay-bounty.command.js';
import { ProspectCommands } from './commands/prospect-commands.js';
import { RecordWonDealHandler } from './commands/record-won-deal.command.js';
import { RenameProspectHandler } from './commands/rename-prospect.command.js';
import { NetworkerProspectPages } from './networkers-with-prospects/networker-prospect-pages.js';
import { NetworkersWithProspects } from './networkers-with-prospects/networkers-with-prospects.js';
import { NetworkersWithProspectsController } from './networkers-with-prospects/networkers-with-prospects.controller.js';
import { PipelineController } from './pipeline.controller.js';
import { GetBountyLedgerHandler } from './queries/get-bounty-ledger.query.js';
import { ListNetworkerProspectPageHandler } from './queries/list-networker-prospect-page.query.js';
import { ListNetworkersWithProspectsHandler } from './queries/list-networkers-with-prospects.query.js';
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
    ProspectCommands,
    ChangeProspectStatusHandler,
    CorrectProspectStatusHandler,
    RenameProspectHandler,
    RecordWonDealHandler,
    ApproveBountyHandler,
    PayBountyHandler,
    NetworkersWithProspects,
    NetworkerProspectPages,
    BountyTermsSource,
    BountyLedgerList,
    GetBountyLedgerHandler,
    ListNetworkersWithProspectsHandler,
    ListNetworkerProspectPageHandler,
  ],
  exports: [ProspectCommands],
})
export class PipelineModule {}
