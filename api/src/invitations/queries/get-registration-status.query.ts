import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { NETWORKER_JOURNEY_MESSAGES as M, type RegistrationStatusAnswer } from '@referrals/contracts';
import { RefusalError, refuse } from '../../kernel/decider.js';
import { InvitationAcceptances } from '../acceptance/invitation-acceptances.js';
import { InvitationPlaces } from '../acceptance/invitation-places.js';

/**
 * Whether an invitation (id or link name) has its networker already: a personal one once anyone holds
 * its place, a group link once the visitor (signed in) does.
 */
export class GetRegistrationStatus extends Query<RegistrationStatusAnswer> {
  constructor(
    readonly invitationRef: string,
    readonly visitorUserId: string | undefined,
  ) {
    super();
  }
}

@QueryHandler(GetRegistrationStatus)
export class GetRegistrationStatusHandler implements IQueryHandler<GetRegistrationStatus> {
  constructor(
    @Inject(InvitationAcceptances) private readonly acceptances: InvitationAcceptances,
    @Inject(InvitationPlaces) private readonly places: InvitationPlaces,
  ) {}

  async execute({ invitationRef, visitorUserId }: GetRegistrationStatus): Promise<RegistrationStatusAnswer> {
    const invitation = await this.acceptances.invitation(invitationRef);
    if (!invitation) throw new RefusalError(refuse('invitation_not_found', M.invitationNotFound));
    const holders = await this.places.holders(invitation.id);
    return {
      isRegistered:
        invitation.kind === 'personal'
          ? holders.length > 0
          : !!visitorUserId && holders.includes(visitorUserId),
    };
  }
}
