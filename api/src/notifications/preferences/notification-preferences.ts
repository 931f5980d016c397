import { Inject, Injectable } from '@nestjs/common';
import {
  type NotificationPreference,
  type NotificationPreferenceChange,
  NOTIFICATION_TYPES,
} from '@referrals/contracts';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../platform/database/database.token.js';

type PreferenceRow = NotificationPreference;

const ROWS_SQL = `SELECT type, in_app_enabled AS "inAppEnabled", email_enabled AS "emailEnabled"
FROM notification_preferences WHERE user_id = $1`;

/** Every type with the user's choice, both channels on where they never chose. */
export function withDefaults(rows: readonly PreferenceRow[]): NotificationPreference[] {
  const chosen = new Map(rows.map((row) => [row.type, row]));
  return NOTIFICATION_TYPES.map((type) => ({
    type,
    inAppEnabled: chosen.get(type)?.inAppEnabled ?? true,
    emailEnabled: chosen.get(type)?.emailEnabled ?? true,
  }));
}

/** Each user's delivery choices per notification type (deliveries read them in `lookUpDeliveries`). */
@Injectable()
export class NotificationPreferences {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async of(userId: string): Promise<NotificationPreference[]> {
    return withDefaults(await this.dataSource.query<PreferenceRow[]>(ROWS_SQL, [userId]));
  }

  /** Changes the flags sent and keeps the other; answers the type's preference as it now stands. */
  async change(userId: string, change: NotificationPreferenceChange): Promise<NotificationPreference> {
    const rows = await this.dataSource.query<PreferenceRow[]>(
      `INSERT INTO notification_preferences (user_id, type, in_app_enabled, email_enabled)
       VALUES ($1, $2, coalesce($3, true), coalesce($4, true))
       ON CONFLICT (user_id, type) DO UPDATE SET
         in_app_enabled = coalesce($3, notification_preferences.in_app_enabled),
         email_enabled = coalesce($4, notification_preferences.email_enabled),
         updated_at = now()
       RETURNING type, in_app_enabled AS "inAppEnabled", email_enabled AS "emailEnabled"`,
      [userId, change.type, change.inAppEnabled ?? null, change.emailEnabled ?? null],
    );
    return rows[0]!;
  }
}
