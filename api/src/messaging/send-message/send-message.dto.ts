import { MESSAGE_MAX_LENGTH, MESSAGING_MESSAGES, type SendMessageRequest } from '@referrals/contracts';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';

const REQUIRED = { message: MESSAGING_MESSAGES.messageRequired };

/** POST /api/conversations/{id}/messages. Who sends is the session's user, so the body does not say. */
export class SendMessageDto implements SendMessageRequest {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString(REQUIRED)
  @Matches(/\S/, REQUIRED)
  @MaxLength(MESSAGE_MAX_LENGTH, { message: MESSAGING_MESSAGES.messageTooLong })
  message: string;

  @IsOptional()
  @IsUUID('all', { message: MESSAGING_MESSAGES.prospectIdInvalid })
  prospectId?: string;
}

/** GET /api/conversations/{id}/messages?prospectId= */
export class MessagesFilterDto {
  @IsOptional()
  @IsUUID('all', { message: MESSAGING_MESSAGES.prospectIdInvalid })
  prospectId?: string;
}
