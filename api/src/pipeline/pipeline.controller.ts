import { Body, Controller, Inject, Param, ParseUUIDPipe, Patch, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CommandAnswer } from '@referrals/contracts';
import type { Request } from 'express';
import { SignedIn } from '../platform/http/access.decorators.js';
import { optionalText } from '../platform/http/optional-text.js';
import { ChangeProspectStatus } from './commands/change-prospect-status.command.js';
import { CorrectProspectStatus } from './commands/correct-prospect-status.command.js';
import { ProspectStatusCorrectionDto, ProspectStatusDto, ProspectStatusUpdateDto } from './pipeline.dto.js';

/** The operator moves the prospects of their invitations along the pipeline. */
@Controller()
export class PipelineController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** The progress card's one step (Approve, Reject, Complete Step). */
  @Patch('prospect-submissions/:id/status')
  @SignedIn('operator')
  advance(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: ProspectStatusDto,
    @Req() request: Request,
  ): Promise<CommandAnswer> {
    return this.commands.execute(
      new ChangeProspectStatus(request.session.userId!, id, body.status, null, optionalText(body.reason)),
    );
  }

  /** Quick Actions and status updates: any status at or after the current one, with optional notes. */
  @Post('prospects/:id/status-updates')
  @SignedIn('operator')
  update(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: ProspectStatusUpdateDto,
    @Req() request: Request,
  ): Promise<CommandAnswer> {
    return this.commands.execute(
      new ChangeProspectStatus(
        request.session.userId!,
        id,
        body.status,
        optionalText(body.notes),
        optionalText(body.reason),
      ),
    );
  }

  /** Undo (within the window) or a later correction with a reason: back to the status before the last change. */
  @Post('prospects/:id/status-corrections')
  @SignedIn('operator')
  correct(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: ProspectStatusCorrectionDto,
    @Req() request: Request,
  ): Promise<CommandAnswer> {
    return this.commands.execute(
      new CorrectProspectStatus(request.session.userId!, id, body.from, optionalText(body.reason)),
    );
  }
}
