import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { ConversationPage } from '@referrals/contracts';
import type { TimeIdPosition } from '../../platform/paging/time-id-cursor.js';
import { type ConversationPageFilter, ConversationPages } from '../conversations/conversation-pages.js';

/**
 * The caller's conversations, the most recently active first, a page after `after` (null: the first
 * page), narrowed by `filter`, with the unread messages of all of them.
 */
export class ListConversationPage extends Query<ConversationPage> {
  constructor(
    readonly userId: string,
    readonly filter: ConversationPageFilter,
    readonly after: TimeIdPosition | null,
    readonly limit: number,
  ) {
    super();
  }
}

@QueryHandler(ListConversationPage)
export class ListConversationPageHandler implements IQueryHandler<ListConversationPage> {
  constructor(@Inject(ConversationPages) private readonly pages: ConversationPages) {}

  execute({ userId, filter, after, limit }: ListConversationPage): Promise<ConversationPage> {
    return this.pages.pageFor(userId, filter, after, limit);
  }
}
