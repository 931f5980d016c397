import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import {
  INVITATION_MESSAGES,
  type InvitationProspect,
  isInvitationActive,
  type PublicRecommendedProspect,
} from '@referrals/contracts';
import { RefusalError, refuse } from '../../kernel/decider.js';
import type { InvitationRefusalCode } from '../domain/invitation-commands.js';
import { InvitationDirectory } from '../invitation-directory.js';
import { InvitationProspectList } from '../recommended-prospects/invitation-prospect-list.js';

const notFound = () =>
  new RefusalError(refuse<InvitationRefusalCode>('invitation_not_found', INVITATION_MESSAGES.notFound));

/**
 * The invitation's prospects: its operator (acting as one) gets every prospect with its details;
 * anyone holding the link of an active invitation gets the recommendations as the page shows them.
 */
export class ListInvitationProspects extends Query<InvitationProspect[] | PublicRecommendedProspect[]> {
  constructor(
    readonly invitationId: string,
    /** The caller when signed in and acting as an operator; null for anyone else. */
    readonly actingOperatorId: string | null,
  ) {
    super();
  }
}

@QueryHandler(ListInvitationProspects)
export class ListInvitationProspectsHandler implements IQueryHandler<ListInvitationProspects> {
  constructor(
    @Inject(InvitationDirectory) private readonly invitations: InvitationDirectory,
    @Inject(InvitationProspectList) private readonly prospects: InvitationProspectList,
  ) {}

  async execute({
    invitationId,
    actingOperatorId,
  }: ListInvitationProspects): Promise<InvitationProspect[] | PublicRecommendedProspect[]> {
    const invitation = await this.invitations.find(invitationId);
    if (!invitation) throw notFound();
    if (actingOperatorId === invitation.operatorId) return this.prospects.forInvitation(invitation.id);
    if (!isInvitationActive(invitation.status)) throw notFound();
    return this.invitations.recommendedProspects(invitation.id);
  }
}
