import { Body, Controller, Inject, Param, ParseUUIDPipe, Put, Req } from '@nestjs/common';
import type { CommandAnswer } from '@referrals/contracts';
import type { Request } from 'express';
import { SignedIn } from '../../platform/http/access.decorators.js';
import { RenameProspectDto } from './rename-prospect.dto.js';
import { RenameProspect } from './rename-prospect.js';

@Controller('prospects')
export class RenameProspectController {
  constructor(@Inject(RenameProspect) private readonly prospects: RenameProspect) {}

  @Put(':id/name')
  @SignedIn('operator')
  rename(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: RenameProspectDto,
    @Req() request: Request,
  ): Promise<CommandAnswer> {
    return this.prospects.rename(request.session.userId!, id, body.prospectName);
  }
}
