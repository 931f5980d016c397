import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { conversationStream, type MessageSenderType, type SentMessageAnswer } from '@referrals/contracts';
import { CommandRunner } from '../../platform/events/command-runner.js';
import { ID_GENERATOR, type IdGenerator } from '../../platform/ports/id-generator.js';
import { ConversationDirectory } from '../conversations/conversation-directory.js';
import { conversationDecider } from '../domain/conversation.js';
import type { ConversationCommand, ConversationFacts } from '../domain/conversation-commands.js';

/** A party to a conversation writes to the other, optionally about one of the pair's contacts. */
export class SendMessage extends Command<SentMessageAnswer> {
  constructor(
    readonly senderUserId: string,
    readonly conversationId: string,
    /** Trimmed and checked by the DTO. */
    readonly message: string,
    readonly prospectId: string | null,
    /** The side the client says it writes from; refused unless it is the caller's. */
    readonly claimedSenderType: MessageSenderType | null,
  ) {
    super();
  }
}

@CommandHandler(SendMessage)
export class SendMessageHandler implements ICommandHandler<SendMessage> {
  constructor(
    @Inject(CommandRunner) private readonly runner: CommandRunner,
    @Inject(ConversationDirectory) private readonly conversations: ConversationDirectory,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute(send: SendMessage): Promise<SentMessageAnswer> {
    const command: ConversationCommand = {
      type: 'SendMessage',
      conversationId: send.conversationId,
      messageId: this.ids.uuid(),
      senderUserId: send.senderUserId,
      message: send.message,
      prospectId: send.prospectId,
      claimedSenderType: send.claimedSenderType,
    };
    // Messages set no rule on each other: the other party writing at the same moment refuses nothing.
    const answer = await this.runner.run(
      conversationDecider,
      conversationStream(command.conversationId),
      command,
      () => this.facts(command),
      { appendAfterAnything: true },
    );
    return { id: command.messageId, ...answer };
  }

  private async facts(command: ConversationCommand): Promise<ConversationFacts> {
    const pair = await this.conversations.pairOf(command.conversationId);
    const prospectOfPair =
      !command.prospectId ||
      (pair !== null && (await this.conversations.prospectBelongsToPair(command.prospectId, pair)));
    return { pair, prospectOfPair };
  }
}
