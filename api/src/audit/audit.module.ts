import { Module } from '@nestjs/common';
import { AuditEvents } from './audit-events.js';
import { AuditController } from './audit.controller.js';
import { ProspectAudit } from './prospect-audit.js';

/** The audit trail: what happened to a prospect and its bounties, straight from the event log. */
@Module({
  controllers: [AuditController],
  providers: [AuditEvents, ProspectAudit],
  exports: [AuditEvents],
})
export class AuditModule {}
