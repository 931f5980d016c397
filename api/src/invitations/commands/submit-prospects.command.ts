import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CommandAnswer, NETWORKER_JOURNEY_MESSAGES as M } from '@referrals/contracts';
import { RefusalError, refuse } from '../../kernel/decider.js';
import type { ProspectToSubmit } from '../acceptance/acceptance-plan.js';
import { InvitationAcceptances } from '../acceptance/invitation-acceptances.js';
import { InvitationPlaces } from '../acceptance/invitation-places.js';
import type { InvitationsQueryRefusalCode } from '../queries/invitations-query-refusals.js';

/** `not_on_invitation` is the double opt-in page's refusal too (its query's codes). */
export type SubmissionRefusalCode =
  Extract<InvitationsQueryRefusalCode, 'not_on_invitation'> | 'operator_not_of_invitation';

export interface SubmittedProspects extends CommandAnswer {
  prospectIds: string[];
}

/**
 * A networker submits prospects under an invitation (its id or link name): the one command behind the
 * spec's three submission routes. The submission takes the networker's place on the invitation first
 * if they had none, unless the route is for networkers who joined already.
 */
export class SubmitProspects extends Command<SubmittedProspects> {
  constructor(
    readonly networkerUserId: string,
    readonly invitationRef: string,
    readonly prospects: readonly ProspectToSubmit[],
    readonly options: {
      /** The operator the client believes it submits to (the spec's wizard sends it): another is refused. */
      operatorId?: string;
      /** Refused unless the networker holds a place on the invitation already (the double opt-in page). */
      placeRequired?: boolean;
    } = {},
  ) {
    super();
  }
}

/** Recorded with the acceptance, in its transaction: the contacts' claims, the place, the events. */
@CommandHandler(SubmitProspects)
export class SubmitProspectsHandler implements ICommandHandler<SubmitProspects> {
  constructor(
    @Inject(InvitationAcceptances) private readonly acceptances: InvitationAcceptances,
    @Inject(InvitationPlaces) private readonly places: InvitationPlaces,
  ) {}

  async execute({
    networkerUserId,
    invitationRef,
    prospects,
    options,
  }: SubmitProspects): Promise<SubmittedProspects> {
    const invitation = await this.acceptances.invitationToSubmitTo(invitationRef);
    if (!invitation) throw new RefusalError(refuse('invitation_not_found', M.invitationNotFound));
    if (options.placeRequired && !(await this.places.holders(invitation.id)).includes(networkerUserId)) {
      throw new RefusalError(refuse('not_on_invitation', M.notOnInvitation));
    }
    const prepared = await this.acceptances.prepareFor(invitation, networkerUserId, { prospects });
    if (options.operatorId && options.operatorId !== prepared.invitation.operatorId) {
      throw new RefusalError(
        refuse('operator_not_of_invitation', 'operatorId is not the operator of this invitation.'),
      );
    }
    const answer = await this.acceptances.acceptFor(networkerUserId, prepared);
    return {
      position: answer.position,
      readModelsCaughtUp: answer.readModelsCaughtUp,
      prospectIds: prepared.contacts.map((contact) => contact.prospectId),
    };
  }
}
