import {
  MESSAGE_MAX_LENGTH,
  MESSAGE_SENDER_TYPES,
  type MessageSenderType,
  MESSAGING_MESSAGES,
  type SendMessageRequest,
} from '@referrals/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { OptionalText } from '../../platform/http/text-fields.js';

const REQUIRED = { message: MESSAGING_MESSAGES.messageRequired };

/** POST /api/conversations/{id}/messages. Who sends is the session's user; what the body claims is checked against it. */
export class SendMessageDto implements SendMessageRequest {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString(REQUIRED)
  @Matches(/\S/, REQUIRED)
  @MaxLength(MESSAGE_MAX_LENGTH, { message: MESSAGING_MESSAGES.messageTooLong })
  message: string;

  @IsOptional()
  @IsUUID('all', { message: MESSAGING_MESSAGES.prospectIdInvalid })
  prospectId?: string;

  @IsOptional()
  @IsIn(MESSAGE_SENDER_TYPES, { message: MESSAGING_MESSAGES.senderTypeInvalid })
  senderType?: MessageSenderType;

  /** Ignored: the name shown is the account's. */
  @OptionalText(200) senderName?: string;
}

/** GET /api/conversations/{id}/messages?prospectId= */
export class MessagesFilterDto {
  @IsOptional()
  @IsUUID('all', { message: MESSAGING_MESSAGES.prospectIdInvalid })
  prospectId?: string;
}
