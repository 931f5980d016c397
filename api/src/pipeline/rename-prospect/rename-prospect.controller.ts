import { Body, Controller, Inject, Param, ParseUUIDPipe, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CommandAnswer } from '@referrals/contracts';
import type { Request } from 'express';
import { SignedIn } from '../../platform/http/access.decorators.js';
import { RenameProspectDto } from './rename-prospect.dto.js';
import { RenameProspect } from '../commands/rename-prospect.command.js';

@Controller('prospects')
export class RenameProspectController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Put(':id/name')
  @SignedIn('operator')
  rename(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: RenameProspectDto,
    @Req() request: Request,
  ): Promise<CommandAnswer> {
    return this.commands.execute(new RenameProspect(request.session.userId!, id, body.prospectName));
  }
}
