import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type DoubleOptInAnswer, NETWORKER_JOURNEY_MESSAGES as M } from '@referrals/contracts';
import { RefusalError, refuse } from '../../kernel/decider.js';
import { InvitationPlaces } from '../acceptance/invitation-places.js';
import type { InvitationRefusalCode } from '../domain/invitation-commands.js';
import { InvitationDirectory } from '../invitation-directory.js';
import { NetworkerContactList } from '../networker-contacts/networker-contact-list.js';
import type { InvitationsQueryRefusalCode } from './invitations-query-refusals.js';

type DoubleOptInRefusalCode = InvitationRefusalCode | InvitationsQueryRefusalCode;

const notFound = () =>
  new RefusalError(refuse<DoubleOptInRefusalCode>('invitation_not_found', M.invitationNotFound));

/**
 * The double opt-in page, for the invitation's operator or a networker who joined it; a networker who
 * joined also gets their contacts on it.
 */
export class GetDoubleOptIn extends Query<DoubleOptInAnswer> {
  constructor(
    readonly idOrSlug: string,
    readonly userId: string,
  ) {
    super();
  }
}

@QueryHandler(GetDoubleOptIn)
export class GetDoubleOptInHandler implements IQueryHandler<GetDoubleOptIn> {
  constructor(
    @Inject(InvitationDirectory) private readonly directory: InvitationDirectory,
    @Inject(InvitationPlaces) private readonly places: InvitationPlaces,
    @Inject(NetworkerContactList) private readonly contacts: NetworkerContactList,
  ) {}

  async execute({ idOrSlug, userId }: GetDoubleOptIn): Promise<DoubleOptInAnswer> {
    const found = await this.directory.find(idOrSlug);
    if (!found) throw notFound();
    const joined = (await this.places.holders(found.id)).includes(userId);
    if (!joined && found.operatorId !== userId) {
      throw new RefusalError(refuse<DoubleOptInRefusalCode>('not_on_invitation', M.notOnInvitation));
    }
    const answer = await this.directory.withOperatorProfile(found.id);
    if (!answer) throw notFound();
    const { operatorProfile, ...invitation } = answer;
    return { invitation, operatorProfile, contacts: joined ? await this.contacts.of(userId, found.id) : [] };
  }
}
