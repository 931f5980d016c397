import {
  CONVERSATION_MAX_PAGE_SIZE,
  CONVERSATION_PAGE_MESSAGES,
  CONVERSATION_PAGE_SIZE,
  MESSAGE_MAX_PAGE_SIZE,
  MESSAGE_PAGE_SIZE,
  MESSAGING_MESSAGES,
} from '@referrals/contracts';
import { IsOptional, IsUUID } from 'class-validator';
import { decodeTimeIdCursor, TimeIdPosition } from '../../platform/paging/time-id-cursor.js';
import { PageCursor, PageLimit } from '../../platform/paging/page-query.js';

/** GET /api/conversations/page?cursor=&limit=&id=&withUserId= (rules bottom-up). */
export class ConversationPageQueryDto {
  @PageCursor(TimeIdPosition, decodeTimeIdCursor)
  cursor?: TimeIdPosition;

  @PageLimit(CONVERSATION_MAX_PAGE_SIZE)
  limit: number = CONVERSATION_PAGE_SIZE;

  @IsUUID('all', { message: CONVERSATION_PAGE_MESSAGES.idInvalid })
  @IsOptional()
  id?: string;

  @IsUUID('all', { message: CONVERSATION_PAGE_MESSAGES.withUserIdInvalid })
  @IsOptional()
  withUserId?: string;
}

/** GET /api/conversations/{id}/messages/page?cursor=&limit=&prospectId= (rules bottom-up). */
export class MessagePageQueryDto {
  @PageCursor(TimeIdPosition, decodeTimeIdCursor)
  cursor?: TimeIdPosition;

  @PageLimit(MESSAGE_MAX_PAGE_SIZE)
  limit: number = MESSAGE_PAGE_SIZE;

  @IsUUID('all', { message: MESSAGING_MESSAGES.prospectIdInvalid })
  @IsOptional()
  prospectId?: string;
}
