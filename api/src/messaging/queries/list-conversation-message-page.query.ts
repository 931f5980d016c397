import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { ConversationMessagePage } from '@referrals/contracts';
import type { TimeIdPosition } from '../../platform/paging/time-id-cursor.js';
import { ConversationDirectory } from '../conversations/conversation-directory.js';
import { MessagePages } from '../conversations/message-pages.js';

/**
 * A window of a conversation's thread for one of its two parties, the latest first, before `before`
 * (null: the latest); only the messages about one contact when given.
 */
export class ListConversationMessagePage extends Query<ConversationMessagePage> {
  constructor(
    readonly conversationId: string,
    readonly userId: string,
    readonly prospectId: string | null,
    readonly before: TimeIdPosition | null,
    readonly limit: number,
  ) {
    super();
  }
}

@QueryHandler(ListConversationMessagePage)
export class ListConversationMessagePageHandler implements IQueryHandler<ListConversationMessagePage> {
  constructor(
    @Inject(ConversationDirectory) private readonly conversations: ConversationDirectory,
    @Inject(MessagePages) private readonly pages: MessagePages,
  ) {}

  async execute({
    conversationId,
    userId,
    prospectId,
    before,
    limit,
  }: ListConversationMessagePage): Promise<ConversationMessagePage> {
    await this.conversations.forParty(conversationId, userId);
    return this.pages.windowOf(conversationId, prospectId, before, limit);
  }
}
