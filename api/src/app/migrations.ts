import { projectionMigrations, type SqlMigration } from '@referrals/projections';
import type { Logger } from 'pino';
import { runMigrations } from '../platform/database/data-source.js';
import { prepareDatabase } from '../platform/database/prepare-database.js';
import { identityMigration } from '../identity/persistence/identity.migration.js';
import { termsAcceptanceMigration } from '../identity/persistence/terms-acceptance.migration.js';
import { passkeyDeviceNamesMigration } from '../identity/persistence/passkey-device-names.migration.js';
import { contactClaimsMigration } from '../invitations/acceptance/contact-claims.migration.js';
import { invitationAcceptancesMigration } from '../invitations/acceptance/invitation-acceptances.migration.js';
import { emailSendClaimsMigration } from '../notifications/delivery/email-send-claims.migration.js';
import { emailSendsMigration } from '../notifications/delivery/email-sends.migration.js';
import { conversationReadsMigration } from '../messaging/read-markers/conversation-reads.migration.js';
import { messageEmailWindowsMigration } from '../notifications/delivery/message-email-windows.migration.js';
import { notificationsMigration } from '../notifications/notifications.migration.js';
import { notificationPageIndexesMigration } from '../notifications/notification-page-indexes.migration.js';
import { notificationEmailQueueMigration } from '../notifications/delivery/notification-email-queue.migration.js';
import { notificationPreferencesMigration } from '../notifications/preferences/notification-preferences.migration.js';
import { waitlistClaimsMigration } from '../waitlist/join-waitlist/waitlist-claims.migration.js';
import { eventStoreMigration } from '../platform/database/event-store.migration.js';
import { eventOutboxMigration } from '../platform/events/event-outbox.migration.js';

/** Every schema change of the product, write side and read side, in timestamp order. */
export const allSqlMigrations: readonly SqlMigration[] = [
  eventStoreMigration,
  identityMigration,
  termsAcceptanceMigration,
  passkeyDeviceNamesMigration,
  invitationAcceptancesMigration,
  contactClaimsMigration,
  notificationsMigration,
  emailSendClaimsMigration,
  emailSendsMigration,
  notificationPreferencesMigration,
  messageEmailWindowsMigration,
  conversationReadsMigration,
  waitlistClaimsMigration,
  eventOutboxMigration,
  notificationPageIndexesMigration,
  notificationEmailQueueMigration,
  ...projectionMigrations,
].sort((a, b) => a.timestamp - b.timestamp);

/** Applies the product's pending migrations to a database that exists; answers their names. */
export function migrateDatabase(databaseUrl: string): Promise<string[]> {
  return runMigrations(databaseUrl, allSqlMigrations);
}

/** The product's database: created when missing, then migrated (safe from several processes at once). */
export function prepareProductDatabase(databaseUrl: string, logger: Logger): Promise<void> {
  return prepareDatabase(databaseUrl, allSqlMigrations, logger);
}
