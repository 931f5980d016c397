import { Module } from '@nestjs/common';
import { ChangeProspectStatus } from './change-prospect-status.js';
import { NetworkersWithProspects } from './networkers-with-prospects/networkers-with-prospects.js';
import { NetworkersWithProspectsController } from './networkers-with-prospects/networkers-with-prospects.controller.js';
import { PipelineController } from './pipeline.controller.js';
import { RenameProspect } from './rename-prospect/rename-prospect.js';
import { RenameProspectController } from './rename-prospect/rename-prospect.controller.js';

/**
 * The prospect pipeline: status changes and renames by the invitation's operator, enforced by the
 * server, and the operator's view of their networkers with each prospect's history.
 */
@Module({
  controllers: [PipelineController, RenameProspectController, NetworkersWithProspectsController],
  providers: [ChangeProspectStatus, RenameProspect, NetworkersWithProspects],
})
export class PipelineModule {}
