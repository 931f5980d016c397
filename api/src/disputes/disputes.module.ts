import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { DisputeCommands } from './dispute-commands.js';
import { DisputeList } from './dispute-list.js';
import { DisputesController } from './disputes.controller.js';
import { ProspectDisputes } from './prospect-disputes.js';

/**
 * Disputes over the bounty ledger (ADR 0017): opened by a party on a ledger entry, answered by the
 * other party, resolved by an auditor; every step an event on the prospect's stream.
 */
@Module({
  imports: [AuditModule],
  controllers: [DisputesController],
  providers: [DisputeCommands, ProspectDisputes, DisputeList],
})
export class DisputesModule {}
