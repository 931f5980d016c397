import { projectionMigrations, type SqlMigration } from '@referrals/projections';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { identityMigration } from '../../identity/persistence/identity.migration.js';
import { termsAcceptanceMigration } from '../../identity/persistence/terms-acceptance.migration.js';
import { contactClaimsMigration } from '../../invitations/acceptance/contact-claims.migration.js';
import { invitationAcceptancesMigration } from '../../invitations/acceptance/invitation-acceptances.migration.js';
import { emailSendClaimsMigration } from '../../notifications/delivery/email-send-claims.migration.js';
import { notificationsMigration } from '../../notifications/notifications.migration.js';
import { notificationPreferencesMigration } from '../../notifications/preferences/notification-preferences.migration.js';
import { waitlistClaimsMigration } from '../../waitlist/join-waitlist/waitlist-claims.migration.js';
import { eventStoreMigration } from './event-store.migration.js';

/** Every schema change of the product, write side and read side, in timestamp order. */
export const allSqlMigrations: readonly SqlMigration[] = [
  eventStoreMigration,
  identityMigration,
  termsAcceptanceMigration,
  invitationAcceptancesMigration,
  contactClaimsMigration,
  notificationsMigration,
  emailSendClaimsMigration,
  notificationPreferencesMigration,
  waitlistClaimsMigration,
  ...projectionMigrations,
].sort((a, b) => a.timestamp - b.timestamp);

/** TypeORM wants one class per migration, named "<Name><timestamp>". */
export function asTypeOrmMigration(migration: SqlMigration): new () => MigrationInterface {
  const name = `${migration.name}${migration.timestamp}`;
  const type = class implements MigrationInterface {
    name = name;
    async up(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.query(migration.up);
    }
    async down(queryRunner: QueryRunner): Promise<void> {
      await queryRunner.query(migration.down);
    }
  };
  Object.defineProperty(type, 'name', { value: name });
  return type;
}
