import { Inject } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { ConversationMessage } from '@referrals/contracts';
import { ConversationDirectory } from '../conversations/conversation-directory.js';

/** A conversation's thread for one of its two parties; only the messages about one contact when given. */
export class ListConversationMessages extends Query<ConversationMessage[]> {
  constructor(
    readonly conversationId: string,
    readonly userId: string,
    readonly prospectId: string | null,
  ) {
    super();
  }
}

@QueryHandler(ListConversationMessages)
export class ListConversationMessagesHandler implements IQueryHandler<ListConversationMessages> {
  constructor(@Inject(ConversationDirectory) private readonly conversations: ConversationDirectory) {}

  async execute({
    conversationId,
    userId,
    prospectId,
  }: ListConversationMessages): Promise<ConversationMessage[]> {
    await this.conversations.forParty(conversationId, userId);
    return this.conversations.messages(conversationId, prospectId);
  }
}
