import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import {
  checkContactsSubmission,
  type ContactsSubmissionAnswer,
  type ContactsSubmissionRequest,
} from '@referrals/contracts';
import { type AcceptanceRequest, InvitationAcceptances } from '../acceptance/invitation-acceptances.js';

/**
 * The submission page's contacts, LinkedIn addresses or typed in, recorded through the acceptance
 * (one transaction; it takes the networker's place on the invitation first if they had none).
 */
@Injectable()
export class SubmitContacts {
  constructor(@Inject(InvitationAcceptances) private readonly acceptances: InvitationAcceptances) {}

  async submit(
    networkerUserId: string,
    invitationUuid: string,
    request: ContactsSubmissionRequest,
  ): Promise<ContactsSubmissionAnswer> {
    const checked = checkContactsSubmission(request);
    if (!checked.ok) throw new BadRequestException(checked.message);
    const acceptance: AcceptanceRequest =
      checked.kind === 'linkedin'
        ? { invitationUuid, linkedinUrls: checked.urls }
        : {
            invitationUuid,
            newContacts: checked.contacts.map((contact) => ({
              prospectName: contact.name,
              prospectCompany: contact.company,
            })),
          };
    const prepared = await this.acceptances.prepare(networkerUserId, acceptance);
    const answer = await this.acceptances.acceptFor(networkerUserId, prepared);
    return {
      position: answer.position,
      readModelsCaughtUp: answer.readModelsCaughtUp,
      prospectIds: prepared.contacts.map((contact) => contact.prospectId),
    };
  }
}
