import { Body, Controller, Get, Inject, Param, ParseUUIDPipe, Patch, Post, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type {
  Conversation,
  ConversationMessage,
  ConversationMessagePage,
  ConversationPage,
  ConversationReadAnswer,
  SentMessageAnswer,
} from '@referrals/contracts';
import type { Request } from 'express';
import { SignedIn } from '../platform/http/access.decorators.js';
import { SendMessage } from './commands/send-message.command.js';
import { ConversationDirectory } from './conversations/conversation-directory.js';
import { ConversationPageQueryDto, MessagePageQueryDto } from './conversations/conversation-pages.dto.js';
import { ListConversationMessagePage } from './queries/list-conversation-message-page.query.js';
import { ListConversationMessages } from './queries/list-conversation-messages.query.js';
import { ListConversationPage } from './queries/list-conversation-page.query.js';
import { ListConversations } from './queries/list-conversations.query.js';
import { MessagesFilterDto, SendMessageDto } from './send-message/send-message.dto.js';

/**
 * Conversations between an operator and a networker; only the two parties read or write one. The pages
 * are not kept in the answer cache: a conversation's unread count changes when its reader opens it, a
 * write no projector makes.
 */
@Controller('conversations')
export class MessagingController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(ConversationDirectory) private readonly conversations: ConversationDirectory,
  ) {}

  @Get()
  @SignedIn()
  list(@Req() request: Request): Promise<Conversation[]> {
    return this.queries.execute(new ListConversations(request.session.userId!));
  }

  /** The same list for screens: a page at a time (keyset), or the one conversation a filter names. */
  @Get('page')
  @SignedIn()
  page(@Query() query: ConversationPageQueryDto, @Req() request: Request): Promise<ConversationPage> {
    return this.queries.execute(
      new ListConversationPage(
        request.session.userId!,
        { id: query.id, withUserId: query.withUserId },
        query.cursor ?? null,
        query.limit,
      ),
    );
  }

  /** The thread for screens: the latest messages first, a window at a time (keyset). */
  @Get(':id/messages/page')
  @SignedIn()
  messagePage(
    @Param('id', ParseUUIDPipe) id: string,
    @Query() query: MessagePageQueryDto,
    @Req() request: Request,
  ): Promise<ConversationMessagePage> {
    return this.queries.execute(
      new ListConversationMessagePage(
        id,
        request.session.userId!,
        query.prospectId ?? null,
        query.cursor ?? null,
        query.limit,
      ),
    );
  }

  @Get(':id/messages')
  @SignedIn()
  messages(
    @Param('id', ParseUUIDPipe) id: string,
    @Query() filter: MessagesFilterDto,
    @Req() request: Request,
  ): Promise<ConversationMessage[]> {
    return this.queries.execute(
      new ListConversationMessages(id, request.session.userId!, filter.prospectId ?? null),
    );
  }

  @Post(':id/messages')
  @SignedIn()
  send(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: SendMessageDto,
    @Req() request: Request,
  ): Promise<SentMessageAnswer> {
    return this.commands.execute(
      new SendMessage(
        request.session.userId!,
        id,
        body.message,
        body.prospectId ?? null,
        body.senderType ?? null,
      ),
    );
  }

  /**
   * The caller opened the conversation: its messages so far are read. A read position is the caller's
   * own screen state, kept as a row rather than an event (see conversation-reads.migration.ts).
   */
  @Patch(':id/read')
  @SignedIn()
  async markRead(
    @Param('id', ParseUUIDPipe) id: string,
    @Req() request: Request,
  ): Promise<ConversationReadAnswer> {
    await this.conversations.markRead(id, request.session.userId!);
    return { success: true };
  }
}
