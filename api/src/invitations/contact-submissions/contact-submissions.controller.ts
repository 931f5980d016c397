import { Body, Controller, Inject, Param, Post, Req } from '@nestjs/common';
import type { ContactsSubmissionAnswer } from '@referrals/contracts';
import type { Request } from 'express';
import { SignedIn } from '../../platform/http/access.decorators.js';
import { ContactsSubmissionDto } from './contacts-submission.dto.js';
import { SubmitContacts } from './submit-contacts.js';

/**
 * The networker submits contacts under an invitation (uuid or link name). Registered after the
 * registration controller, so its `prospect-submissions/linkedin` route keeps precedence.
 */
@Controller('prospect-submissions')
export class ContactSubmissionsController {
  constructor(@Inject(SubmitContacts) private readonly contacts: SubmitContacts) {}

  @Post(':invitationUuid')
  @SignedIn('networker')
  submit(
    @Param('invitationUuid') invitationUuid: string,
    @Body() body: ContactsSubmissionDto,
    @Req() request: Request,
  ): Promise<ContactsSubmissionAnswer> {
    return this.contacts.submit(request.session.userId!, invitationUuid, body);
  }
}
