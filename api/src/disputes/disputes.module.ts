import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { PipelineModule } from '../pipeline/index.js';
import { OpenDisputeHandler } from './commands/open-dispute.command.js';
import { ResolveDisputeHandler } from './commands/resolve-dispute.command.js';
import { RespondToDisputeHandler } from './commands/respond-to-dispute.command.js';
import { DisputeList } from './dispute-list.js';
import { DisputesController } from './disputes.controller.js';
import { ProspectDisputes } from './prospect-disputes.js';
import { GetProspectDisputesHandler } from './queries/get-prospect-disputes.query.js';
import { ListDisputesHandler } from './queries/list-disputes.query.js';

/**
 * Disputes over the bounty ledger (ADR 0017): opened by a party on a ledger entry, answered by the
 * other party, resolved by an auditor; every step an event on the prospect's stream.
 */
@Module({
  imports: [AuditModule, PipelineModule],
  controllers: [DisputesController],
  providers: [
    OpenDisputeHandler,
    RespondToDisputeHandler,
    ResolveDisputeHandler,
    ProspectDisputes,
    DisputeList,
    GetProspectDisputesHandler,
    ListDisputesHandler,
  ],
})
export class DisputesModule {}
