import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { NetworkerContactList, NetworkerContactPage } from '@referrals/contracts';
import type { NetworkerContactPagePosition } from '../networker-contacts/networker-contact-page-cursor.js';
import { NetworkerContactPages } from '../networker-contacts/networker-contact-pages.js';

/**
 * One list of the networker's own contacts (under one invitation, or all), a page after `after` (null:
 * the first page), with every list's count.
 */
export class ListNetworkerContactPage extends Query<NetworkerContactPage> {
  constructor(
    readonly networkerUserId: string,
    readonly section: NetworkerContactList,
    readonly invitationId: string | null,
    readonly after: NetworkerContactPagePosition | null,
    readonly limit: number,
  ) {
    super();
  }
}

@QueryHandler(ListNetworkerContactPage)
export class ListNetworkerContactPageHandler implements IQueryHandler<ListNetworkerContactPage> {
  constructor(@Inject(NetworkerContactPages) private readonly pages: NetworkerContactPages) {}

  execute({
    networkerUserId,
    section,
    invitationId,
    after,
    limit,
  }: ListNetworkerContactPage): Promise<NetworkerContactPage> {
    return this.pages.pageFor(networkerUserId, { list: section, invitationId }, after, limit);
  }
}
