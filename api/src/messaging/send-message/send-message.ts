import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import {
  conversationStream,
  MESSAGING_EVENT_TYPES,
  MESSAGING_MESSAGES,
  type MessageSenderType,
  type MessageSentData,
  type SentMessageAnswer,
} from '@referrals/contracts';
import { EventWriter } from '../../platform/events/event-writer.js';
import { ReadYourWrites } from '../../platform/events/read-your-writes.js';
import { ID_GENERATOR, type IdGenerator } from '../../platform/ports/id-generator.js';
import { ConversationDirectory } from '../conversations/conversation-directory.js';

export interface MessageToSend {
  /** Trimmed and checked by the DTO. */
  message: string;
  prospectId: string | null;
  /** The side the client says it writes from; refused unless it is the caller's. */
  claimedSenderType: MessageSenderType | null;
}

/** A party to a conversation writes to the other, optionally about one of the pair's contacts. */
@Injectable()
export class SendMessage {
  constructor(
    @Inject(ConversationDirectory) private readonly conversations: ConversationDirectory,
    @Inject(EventWriter) private readonly events: EventWriter,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async send(
    senderUserId: string,
    conversationId: string,
    toSend: MessageToSend,
  ): Promise<SentMessageAnswer> {
    const parties = await this.conversations.forParty(conversationId, senderUserId);
    if (toSend.claimedSenderType && toSend.claimedSenderType !== parties.yourRole) {
      throw new BadRequestException(MESSAGING_MESSAGES.senderTypeNotYours);
    }
    if (toSend.prospectId && !(await this.conversations.prospectBelongsToPair(toSend.prospectId, parties))) {
      throw new BadRequestException(MESSAGING_MESSAGES.prospectNotInConversation);
    }
    const messageId = this.ids.uuid();
    const data: MessageSentData = {
      conversationId,
      messageId,
      operatorId: parties.operatorId,
      networkerUserId: parties.networkerUserId,
      senderUserId,
      senderType: parties.yourRole,
      senderName: await this.conversations.senderName(parties),
      message: toSend.message,
      prospectId: toSend.prospectId,
    };
    // Messages set no rule on each other, so any revision will do.
    const written = await this.events.append(
      conversationStream(conversationId),
      [{ type: MESSAGING_EVENT_TYPES.messageSent, data }],
      'any',
    );
    return { id: messageId, ...(await this.readYourWrites.answer(written)) };
  }
}
