import type { SqlMigration } from '@referrals/projections';

/**
 * What the owner recognizes a passkey by in their list: the device it was made on (from the browser's
 * user agent and the authenticator's AAGUID). Passkeys made before keep none.
 */
export const passkeyDeviceNamesMigration: SqlMigration = {
  name: 'PasskeyDeviceNames',
  timestamp: 1765100000000,
  up: `ALTER TABLE passkey_credentials ADD COLUMN device_name text, ADD COLUMN aaguid uuid;`,
  down: `ALTER TABLE passkey_credentials DROP COLUMN device_name, DROP COLUMN aaguid;`,
};
