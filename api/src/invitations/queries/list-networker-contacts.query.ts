import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { NetworkerContact } from '@referrals/contracts';
import { NetworkerContactList } from '../networker-contacts/networker-contact-list.js';

/** The networker's own contacts with their status. */
export class ListNetworkerContacts extends Query<NetworkerContact[]> {
  constructor(readonly networkerUserId: string) {
    super();
  }
}

@QueryHandler(ListNetworkerContacts)
export class ListNetworkerContactsHandler implements IQueryHandler<ListNetworkerContacts> {
  constructor(@Inject(NetworkerContactList) private readonly contacts: NetworkerContactList) {}

  execute({ networkerUserId }: ListNetworkerContacts): Promise<NetworkerContact[]> {
    return this.contacts.of(networkerUserId);
  }
}
