import { Module } from '@nestjs/common';
import { AuditEvents } from './audit-events.js';
import { AuditController } from './audit.controller.js';
import { KeptHistoryPages } from './kept-history-pages.js';
import { ProspectAudit } from './prospect-audit.js';
import { GetProspectHistoryPageHandler } from './queries/get-prospect-history-page.query.js';
import { GetProspectHistoryHandler } from './queries/get-prospect-history.query.js';
import { GetProspectStateHandler } from './queries/get-prospect-state.query.js';
import { GetStreamHandler } from './queries/get-stream.query.js';

/** The audit trail: what happened to a prospect and its bounties, straight from the event log. */
@Module({
  controllers: [AuditController],
  providers: [
    AuditEvents,
    KeptHistoryPages,
    ProspectAudit,
    GetProspectHistoryHandler,
    GetProspectHistoryPageHandler,
    GetProspectStateHandler,
    GetStreamHandler,
  ],
  exports: [AuditEvents],
})
export class AuditModule {}
