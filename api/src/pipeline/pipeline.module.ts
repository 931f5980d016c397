import { Module } from '@nestjs/common';
import { ChangeProspectStatus } from './change-prospect-status.js';
import { PipelineController } from './pipeline.controller.js';

/** The prospect pipeline: status changes by the invitation's operator, enforced by the server. */
@Module({
  controllers: [PipelineController],
  providers: [ChangeProspectStatus],
})
export class PipelineModule {}
