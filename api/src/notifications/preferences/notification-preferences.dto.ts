import {
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TYPES,
  type NotificationPreferenceChange,
  type NotificationType,
} from '@referrals/contracts';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';

/** PATCH /api/notification-preferences: one type, either flag or both. */
export class NotificationPreferenceChangeDto implements NotificationPreferenceChange {
  @IsIn(NOTIFICATION_TYPES, { message: NOTIFICATION_MESSAGES.preferenceTypeInvalid })
  type: NotificationType;

  @IsOptional()
  @IsBoolean({ message: NOTIFICATION_MESSAGES.preferenceFlagInvalid })
  inAppEnabled?: boolean;

  @IsOptional()
  @IsBoolean({ message: NOTIFICATION_MESSAGES.preferenceFlagInvalid })
  emailEnabled?: boolean;
}
