import { Module } from '@nestjs/common';
import { SendMessageHandler } from './commands/send-message.command.js';
import { ConversationDirectory } from './conversations/conversation-directory.js';
import { MessagingController } from './messaging.controller.js';
import { ListConversationMessagesHandler } from './queries/list-conversation-messages.query.js';
import { ListConversationsHandler } from './queries/list-conversations.query.js';

/** Messaging: one conversation per operator–networker pair, started when the networker accepts an invitation. */
@Module({
  controllers: [MessagingController],
  providers: [
    ConversationDirectory,
    SendMessageHandler,
    ListConversationsHandler,
    ListConversationMessagesHandler,
  ],
})
export class MessagingModule {}
