import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { SubmittedContact } from '@referrals/contracts';
import { NetworkerLists } from '../networker-lists/networker-lists.js';

/** The contacts the networker submitted themselves. */
export class ListSubmittedContacts extends Query<SubmittedContact[]> {
  constructor(readonly networkerUserId: string) {
    super();
  }
}

@QueryHandler(ListSubmittedContacts)
export class ListSubmittedContactsHandler implements IQueryHandler<ListSubmittedContacts> {
  constructor(@Inject(NetworkerLists) private readonly lists: NetworkerLists) {}

  execute({ networkerUserId }: ListSubmittedContacts): Promise<SubmittedContact[]> {
    return this.lists.submittedContacts(networkerUserId);
  }
}
