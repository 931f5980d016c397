import { Controller, Get, Inject, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { PublicInvitationAnswer } from '@referrals/contracts';
import { Public } from '../platform/http/access.decorators.js';
import { GetPublicInvitation } from './queries/get-public-invitation.query.js';

/** The public invitation page's data, by uuid or link name; disabled invitations answer too (the page says so). */
@Controller()
export class PublicInvitationController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('invitations/uuid/:slug')
  @Public()
  byUuid(@Param('slug') slug: string): Promise<PublicInvitationAnswer> {
    return this.queries.execute(new GetPublicInvitation(slug));
  }

  @Get('invite/:slug')
  @Public()
  bySlug(@Param('slug') slug: string): Promise<PublicInvitationAnswer> {
    return this.queries.execute(new GetPublicInvitation(slug));
  }
}
