import {
  NOTIFICATION_MAX_PAGE_SIZE,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_PAGE_SIZE,
} from '@referrals/contracts';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** ?limit=50&offset=0 (spec defaults). */
export class NotificationPagingDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: NOTIFICATION_MESSAGES.invalidPaging })
  @Min(1, { message: NOTIFICATION_MESSAGES.invalidPaging })
  @Max(NOTIFICATION_MAX_PAGE_SIZE, { message: NOTIFICATION_MESSAGES.invalidPaging })
  limit: number = NOTIFICATION_PAGE_SIZE;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: NOTIFICATION_MESSAGES.invalidPaging })
  @Min(0, { message: NOTIFICATION_MESSAGES.invalidPaging })
  offset: number = 0;
}
