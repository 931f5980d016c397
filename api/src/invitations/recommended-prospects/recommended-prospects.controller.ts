import {
  Body,
  Controller,
  Delete,
  Get,
  Inject,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Req,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type CommandAnswer,
  INVITATION_MESSAGES,
  type InvitationProspect,
  isInvitationActive,
  type PublicRecommendedProspect,
} from '@referrals/contracts';
import type { Request } from 'express';
import { Public, SignedIn } from '../../platform/http/access.decorators.js';
import { InvitationDirectory } from '../invitation-directory.js';
import { InvitationProspectList } from './invitation-prospect-list.js';
import { AddProspectDto, EditProspectDto } from './recommended-prospects.dto.js';
import { EditRecommendation } from './commands/edit-recommendation.command.js';
import { type AddedProspect, RecommendProspect } from './commands/recommend-prospect.command.js';
import { RemoveRecommendation } from './commands/remove-recommendation.command.js';

@Controller('prospects')
export class RecommendedProspectsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(InvitationDirectory) private readonly invitations: InvitationDirectory,
    @Inject(InvitationProspectList) private readonly list: InvitationProspectList,
  ) {}

  /**
   * The invitation's operator gets every prospect with its details; anyone holding the link of an
   * active invitation gets the recommendations as the invitation page shows them (no contact details).
   */
  @Get('invitation/:invitationId')
  @Public()
  async forInvitation(
    @Param('invitationId', ParseUUIDPipe) invitationId: string,
    @Req() request: Request,
  ): Promise<InvitationProspect[] | PublicRecommendedProspect[]> {
    const invitation = await this.invitations.find(invitationId);
    if (!invitation) throw new NotFoundException(INVITATION_MESSAGES.notFound);
    const session = request.session;
    if (session.userId === invitation.operatorId && session.activeRole === 'operator') {
      return this.list.forInvitation(invitation.id);
    }
    if (!isInvitationActive(invitation.status)) throw new NotFoundException(INVITATION_MESSAGES.notFound);
    return this.invitations.recommendedProspects(invitation.id);
  }

  @Post()
  @SignedIn('operator')
  add(@Body() body: AddProspectDto, @Req() request: Request): Promise<AddedProspect> {
    const { invitationId, sourceType: _recommended, ...fields } = body;
    return this.commands.execute(new RecommendProspect(request.session.userId!, invitationId, fields));
  }

  @Patch(':id')
  @SignedIn('operator')
  edit(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: EditProspectDto,
    @Req() request: Request,
  ): Promise<CommandAnswer> {
    return this.commands.execute(new EditRecommendation(request.session.userId!, id, { ...body }));
  }

  @Delete(':id')
  @SignedIn('operator')
  remove(@Param('id', ParseUUIDPipe) id: string, @Req() request: Request): Promise<CommandAnswer> {
    return this.commands.execute(new RemoveRecommendation(request.session.userId!, id));
  }
}
