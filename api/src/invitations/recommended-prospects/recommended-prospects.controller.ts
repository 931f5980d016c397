import {
  Body,
  Controller,
  Delete,
  Get,
  Inject,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Query,
  Req,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type CommandAnswer,
  type InvitationProspect,
  type InvitationProspectPage,
  type PublicRecommendedProspect,
  routeParts,
} from '@referrals/contracts';
import type { Request } from 'express';
import { CachedAnswer } from '../../platform/answer-cache/cached-answer.js';
import { Public, SignedIn } from '../../platform/http/access.decorators.js';
import { ListInvitationProspectPage } from '../queries/list-invitation-prospect-page.query.js';
import { ListInvitationProspects } from '../queries/list-invitation-prospects.query.js';
import {
  AddProspectDto,
  EditProspectDto,
  InvitationProspectPageQueryDto,
} from './recommended-prospects.dto.js';
import { EditRecommendation } from './commands/edit-recommendation.command.js';
import { type AddedProspect, RecommendProspect } from './commands/recommend-prospect.command.js';
import { RemoveRecommendation } from './commands/remove-recommendation.command.js';

@Controller('prospects')
export class RecommendedProspectsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  /**
   * The invitation's operator gets every prospect with its details; anyone holding the link of an
   * active invitation gets the recommendations as the invitation page shows them (no contact details).
   */
  @Get('invitation/:invitationId')
  @Public()
  forInvitation(
    @Param('invitationId', ParseUUIDPipe) invitationId: string,
    @Req() request: Request,
  ): Promise<InvitationProspect[] | PublicRecommendedProspect[]> {
    const { userId, activeRole } = request.session;
    const actingOperatorId = activeRole === 'operator' ? (userId ?? null) : null;
    return this.queries.execute(new ListInvitationProspects(invitationId, actingOperatorId));
  }

  /**
   * The same list for its operator's screens: a page at a time (keyset), every prospect with its details.
   * Kept: its prospects' rows and frozen terms are written by the prospects and bounty ledger projectors,
   * which refresh this key for the operator; a networker's account name never changes.
   */
  @Get('invitation/:invitationId/page')
  @SignedIn('operator')
  @CachedAnswer(routeParts('GET /api/prospects/invitation/:invitationId/page').path)
  page(
    @Param('invitationId', ParseUUIDPipe) invitationId: string,
    @Query() query: InvitationProspectPageQueryDto,
    @Req() request: Request,
  ): Promise<InvitationProspectPage> {
    return this.queries.execute(
      new ListInvitationProspectPage(
        request.session.userId!,
        invitationId,
        query.cursor ?? null,
        query.limit,
      ),
    );
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
