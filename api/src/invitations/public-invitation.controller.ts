import { Controller, Get, Inject, NotFoundException, Param } from '@nestjs/common';
import { NETWORKER_JOURNEY_MESSAGES as M, type PublicInvitationAnswer } from '@referrals/contracts';
import { Public } from '../platform/http/access.decorators.js';
import { InvitationDirectory } from './invitation-directory.js';

/** The public invitation page's data, by uuid or link name; disabled invitations answer too (the page says so). */
@Controller()
export class PublicInvitationController {
  constructor(@Inject(InvitationDirectory) private readonly directory: InvitationDirectory) {}

  @Get('invitations/uuid/:slug')
  @Public()
  byUuid(@Param('slug') slug: string): Promise<PublicInvitationAnswer> {
    return this.lookUp(slug);
  }

  @Get('invite/:slug')
  @Public()
  bySlug(@Param('slug') slug: string): Promise<PublicInvitationAnswer> {
    return this.lookUp(slug);
  }

  private async lookUp(slug: string): Promise<PublicInvitationAnswer> {
    const found = await this.directory.find(slug);
    const answer = found && (await this.directory.withOperatorProfile(found.id));
    if (!answer) throw new NotFoundException(M.invitationNotFound);
    return answer;
  }
}
