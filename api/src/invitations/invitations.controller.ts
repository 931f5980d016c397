import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Put,
  Query,
  Req,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  type BatchStatusAnswer,
  type CommandAnswer,
  INVITATION_MESSAGES,
  type InvitationListItem,
  type InvitationListPage,
  type InvitationPageData,
  queryPath,
} from '@referrals/contracts';
import type { Request } from 'express';
import { CachedAnswer } from '../platform/answer-cache/cached-answer.js';
import { Public, SignedIn } from '../platform/http/access.decorators.js';
import { optionalText } from '../platform/http/optional-text.js';
import { ChangeInvitationBounties } from './commands/change-invitation-bounties.command.js';
import { ChangeInvitation } from './commands/change-invitation.command.js';
import { CreateInvitation, type CreatedInvitation } from './commands/create-invitation.command.js';
import { bountyTerms } from './invitation-bounties.js';
import {
  BatchStatusDto,
  CreateGenericInvitationDto,
  CreateInvitationDto,
  InvitationPageQueryDto,
  UpdateBountiesDto,
  UpdateInvitationDto,
} from './invitations.dto.js';
import { GetInvitationPreview } from './queries/get-invitation-preview.query.js';
import { GetRegistrationStatuses } from './queries/get-registration-statuses.query.js';
import { ListOperatorInvitationPage } from './queries/list-operator-invitation-page.query.js';
import { ListOperatorInvitations } from './queries/list-operator-invitations.query.js';
import { TrackInvitationClick } from './track-invitation-click.js';

const NO_BOUNTIES = bountyTerms({});

/** The operator's invitations: create, list, rename, enable or disable, bounties, preview. */
@Controller()
export class InvitationsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(TrackInvitationClick) private readonly clicks: TrackInvitationClick,
  ) {}

  @Get('networker-invitations')
  @SignedIn('operator')
  @CachedAnswer(queryPath('GET /api/networker-invitations'))
  list(@Req() request: Request): Promise<InvitationListItem[]> {
    return this.queries.execute(new ListOperatorInvitations(request.session.userId!));
  }

  /** The same list for screens: one group a page at a time (keyset), with every group's count. */
  @Get('networker-invitations/page')
  @SignedIn('operator')
  @CachedAnswer(queryPath('GET /api/networker-invitations/page'))
  page(@Query() query: InvitationPageQueryDto, @Req() request: Request): Promise<InvitationListPage> {
    return this.queries.execute(
      new ListOperatorInvitationPage(request.session.userId!, query.group, query.cursor ?? null, query.limit),
    );
  }

  @Post('networker-invitations')
  @SignedIn('operator')
  create(@Body() body: CreateInvitationDto, @Req() request: Request): Promise<CreatedInvitation> {
    const inviteeName = (body.prospectName ?? body.targetName)?.trim();
    if (!inviteeName) throw new BadRequestException(INVITATION_MESSAGES.fullNameRequired);
    return this.commands.execute(
      new CreateInvitation(request.session.userId!, body.slug, {
        kind: 'personal',
        inviteeName,
        inviteeTitle: optionalText(body.prospectTitle),
        inviteeCompany: optionalText(body.prospectCompany),
        inviteeEmail: optionalText(body.targetEmail),
        inviteeLinkedinUrl: optionalText(body.prospectLinkedinUrl),
        title: null,
        description: null,
        maxRegistrations: null,
        bounties: bountyTerms(body),
      }),
    );
  }

  @Post('networker-invitations/generic')
  @SignedIn('operator')
  createGeneric(
    @Body() body: CreateGenericInvitationDto,
    @Req() request: Request,
  ): Promise<CreatedInvitation> {
    const title = body.title.trim();
    return this.commands.execute(
      new CreateInvitation(request.session.userId!, body.slug, {
        kind: 'generic',
        inviteeName: title,
        inviteeTitle: null,
        inviteeCompany: null,
        inviteeEmail: null,
        inviteeLinkedinUrl: null,
        title,
        description: optionalText(body.description),
        maxRegistrations: body.maxRegistrations ?? null,
        bounties: NO_BOUNTIES,
      }),
    );
  }

  @Patch('networker-invitations/:id')
  @SignedIn('operator')
  update(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateInvitationDto,
    @Req() request: Request,
  ): Promise<CommandAnswer> {
    return this.commands.execute(new ChangeInvitation(request.session.userId!, id, body));
  }

  @Put('networker-invitations/:id/bounties')
  @SignedIn('operator')
  changeBounties(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateBountiesDto,
    @Req() request: Request,
  ): Promise<CommandAnswer> {
    if (body.id !== undefined && body.id.toLowerCase() !== id.toLowerCase()) {
      throw new BadRequestException('The id in the body must be the invitation in the path.');
    }
    return this.commands.execute(
      new ChangeInvitationBounties(request.session.userId!, id, bountyTerms(body)),
    );
  }

  /** The page as the networker will see it, for its operator only (it also shows disabled invitations). */
  @Get('networker-invitations/:id/preview')
  @SignedIn('operator')
  preview(@Param('id', ParseUUIDPipe) id: string, @Req() request: Request): Promise<InvitationPageData> {
    return this.queries.execute(new GetInvitationPreview(request.session.userId!, id));
  }

  @Post('networker-registration/batch-status')
  @HttpCode(200)
  @SignedIn('operator')
  batchStatus(@Body() body: BatchStatusDto, @Req() request: Request): Promise<BatchStatusAnswer> {
    return this.queries.execute(new GetRegistrationStatuses(request.session.userId!, body.slugs));
  }

  /** Once per load of the public page (never for previews); repeat visits within 30 minutes count once. */
  @Post('invitations/:idOrSlug/track-click')
  @HttpCode(200)
  @Public()
  trackClick(@Param('idOrSlug') idOrSlug: string, @Req() request: Request): Promise<{ counted: boolean }> {
    return this.clicks.track(idOrSlug, request.ip ?? 'unknown');
  }
}
