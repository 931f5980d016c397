import { Body, Controller, Inject, Param, ParseUUIDPipe, Patch, Post, Req } from '@nestjs/common';
import type { CommandAnswer } from '@referrals/contracts';
import type { Request } from 'express';
import { SignedIn } from '../platform/http/access.decorators.js';
import { optionalText } from '../platform/http/optional-text.js';
import { ChangeProspectStatus } from './change-prospect-status.js';
import { ProspectStatusDto, ProspectStatusUpdateDto } from './pipeline.dto.js';

/** The operator moves the prospects of their invitations along the pipeline. */
@Controller()
export class PipelineController {
  constructor(@Inject(ChangeProspectStatus) private readonly statuses: ChangeProspectStatus) {}

  /** The progress card's one step (Approve, Reject, Complete Step). */
  @Patch('prospect-submissions/:id/status')
  @SignedIn('operator')
  advance(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: ProspectStatusDto,
    @Req() request: Request,
  ): Promise<CommandAnswer> {
    return this.statuses.change(request.session.userId!, id, { status: body.status, notes: null });
  }

  /** Quick Actions and status updates: any status at or after the current one, with optional notes. */
  @Post('prospects/:id/status-updates')
  @SignedIn('operator')
  update(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: ProspectStatusUpdateDto,
    @Req() request: Request,
  ): Promise<CommandAnswer> {
    return this.statuses.change(request.session.userId!, id, {
      status: body.status,
      notes: optionalText(body.notes),
    });
  }
}
