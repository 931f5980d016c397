import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { NetworkerContactList, NetworkerContactPage } from '@referrals/contracts';
import type { NetworkerContactPagePosition } from '../networker-contacts/networker-contact-page-cursor.js';
import { NetworkerContactPages } from '../networker-contacts/networker-contact-pages.js';

/** One section of the networker's own contacts, a page after `after` (null: the first page), with every section's count. */
export class ListNetworkerContactPage extends Query<NetworkerContactPage> {
  constructor(
    readonly networkerUserId: string,
    readonly section: NetworkerContactList,
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
    after,
    limit,
  }: ListNetworkerContactPage): Promise<NetworkerContactPage> {
    return this.pages.pageFor(networkerUserId, section, after, limit);
  }
}
