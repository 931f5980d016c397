import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Conversation } from '@referrals/contracts';
import { ConversationDirectory } from '../conversations/conversation-directory.js';

/** The caller's conversations, the most recently active first. */
export class ListConversations extends Query<Conversation[]> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(ListConversations)
export class ListConversationsHandler implements IQueryHandler<ListConversations> {
  constructor(@Inject(ConversationDirectory) private readonly conversations: ConversationDirectory) {}

  execute({ userId }: ListConversations): Promise<Conversation[]> {
    return this.conversations.of(userId);
  }
}
