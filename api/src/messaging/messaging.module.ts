import { Module } from '@nestjs/common';
import { SendMessageHandler } from './commands/send-message.command.js';
import { ConversationDirectory } from './conversations/conversation-directory.js';
import { ConversationPages } from './conversations/conversation-pages.js';
import { MessagePages } from './conversations/message-pages.js';
import { MessagingController } from './messaging.controller.js';
import { ListConversationMessagePageHandler } from './queries/list-conversation-message-page.query.js';
import { ListConversationMessagesHandler } from './queries/list-conversation-messages.query.js';
import { ListConversationPageHandler } from './queries/list-conversation-page.query.js';
import { ListConversationsHandler } from './queries/list-conversations.query.js';

/** Messaging: one conversation per operator–networker pair, started when the networker accepts an invitation. */
@Module({
  controllers: [MessagingController],
  providers: [
    ConversationDirectory,
    ConversationPages,
    MessagePages,
    SendMessageHandler,
    ListConversationsHandler,
    ListConversationPageHandler,
    ListConversationMessagesHandler,
    ListConversationMessagePageHandler,
  ],
})
export class MessagingModule {}
