import { Module } from '@nestjs/common';
import { ConversationDirectory } from './conversations/conversation-directory.js';
import { MessagingController } from './messaging.controller.js';
import { SendMessage } from './send-message/send-message.js';

/** Messaging: one conversation per operator–networker pair, started when the networker accepts an invitation. */
@Module({
  controllers: [MessagingController],
  providers: [ConversationDirectory, SendMessage],
})
export class MessagingModule {}
