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
import { type AddedProspect, RecommendedProspects } from './recommended-prospects.js';

@Controller('prospects')
export class RecommendedProspectsController {
  constructor(
    @Inject(RecommendedProspects) private readonly prospects: RecommendedProspects,
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
    return this.prospects.add(request.session.userId!, invitationId, fields);
  }

  @Patch(':id')
  @SignedIn('operator')
  edit(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: EditProspectDto,
    @Req() request: Request,
  ): Promise<CommandAnswer> {
    return this.prospects.edit(request.session.userId!, id, { ...body });
  }

  @Delete(':id')
  @SignedIn('operator')
  remove(@Param('id', ParseUUIDPipe) id: string, @Req() request: Request): Promise<CommandAnswer> {
    return this.prospects.remove(request.session.userId!, id);
  }
}
