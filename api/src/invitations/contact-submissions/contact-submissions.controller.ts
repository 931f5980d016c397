import { BadRequestException, Body, Controller, Inject, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  checkContactsSubmission,
  type ContactsSubmissionAnswer,
  type LinkedinContactsSubmissionAnswer,
  type ProspectSubmissionAnswer,
} from '@referrals/contracts';
import type { Request } from 'express';
import { SignedIn } from '../../platform/http/access.decorators.js';
import { LinkedinContactsSubmissionDto, ProspectSubmissionDto } from '../acceptance/acceptance.dto.js';
import { linkedinProspects, typedProspects } from '../acceptance/acceptance-plan.js';
import { SubmitProspects } from '../commands/submit-prospects.command.js';
import { ContactsSubmissionDto } from './contacts-submission.dto.js';

/**
 * The spec's three ways to submit prospects, each its own request shape, all one command. The static
 * `linkedin` route is declared before the `:invitationUuid` one, so it matches first.
 */
@Controller('prospect-submissions')
@SignedIn('networker')
export class ContactSubmissionsController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  /** The submission wizard: one contact; accepts the invitation first if this networker had not yet. */
  @Post()
  async submitOne(
    @Body() body: ProspectSubmissionDto,
    @Req() request: Request,
  ): Promise<ProspectSubmissionAnswer> {
    const prospects = typedProspects([
      {
        prospectName: body.prospectName,
        prospectCompany: body.prospectCompany,
        prospectTitle: body.prospectTitle,
        prospectLinkedinUrl: body.linkedinUrl,
        networkerNotes: body.networkerMessage,
      },
    ]);
    const submitted = await this.commands.execute(
      new SubmitProspects(request.session.userId!, body.invitationUuid, prospects, {
        operatorId: body.operatorId,
      }),
    );
    return {
      position: submitted.position,
      readModelsCaughtUp: submitted.readModelsCaughtUp,
      prospectId: submitted.prospectIds[0]!,
    };
  }

  /** The double opt-in page's LinkedIn addresses, for a networker who joined the invitation already. */
  @Post('linkedin')
  submitLinkedinAddresses(
    @Body() body: LinkedinContactsSubmissionDto,
    @Req() request: Request,
  ): Promise<LinkedinContactsSubmissionAnswer> {
    return this.commands.execute(
      new SubmitProspects(
        request.session.userId!,
        body.invitationUuid,
        linkedinProspects(body.linkedinUrls),
        {
          placeRequired: true,
        },
      ),
    );
  }

  /** The submission page: a pasted block of LinkedIn addresses, or contacts typed in. */
  @Post(':invitationUuid')
  submitList(
    @Param('invitationUuid') invitationRef: string,
    @Body() body: ContactsSubmissionDto,
    @Req() request: Request,
  ): Promise<ContactsSubmissionAnswer> {
    const checked = checkContactsSubmission(body);
    if (!checked.ok) throw new BadRequestException(checked.message);
    const prospects =
      checked.kind === 'linkedin'
        ? linkedinProspects(checked.urls)
        : typedProspects(
            checked.contacts.map((contact) => ({
              prospectName: contact.name,
              prospectCompany: contact.company,
            })),
          );
    return this.commands.execute(new SubmitProspects(request.session.userId!, invitationRef, prospects));
  }
}
