import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from './app-config.js';

const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-of-32-characters!!' };

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
}

describe('the audit checkpoint settings', () => {
  it('checkpoints hourly in development with a key it generates under .data/audit', () => {
    const { audit } = loadConfig({ NODE_ENV: 'development' });
    expect(audit).toMatchObject({
      generateSigningKey: true,
      publicKeyFile: null,
      checkpointIntervalMinutes: 60,
    });
    expect(audit.checkpointDir).toMatch(/\.data\/audit\/checkpoints\/referrals$/);
    expect(audit.signingKeyFile).toMatch(/\.data\/audit\/signing-key\.pem$/);
  });

  it("keeps each development database's checkpoints apart, with one key", () => {
    const other = loadConfig({ NODE_ENV: 'development', DATABASE_URL: 'postgres://127.0.0.1/scratch' }).audit;
    expect(other.checkpointDir).toMatch(/\.data\/audit\/checkpoints\/scratch$/);
    expect(other.signingKeyFile).toBe(loadConfig({ NODE_ENV: 'development' }).audit.signingKeyFile);
  });

  it('never generates a key that was configured, even in development', () => {
    const { audit } = loadConfig({ NODE_ENV: 'development', AUDIT_SIGNING_KEY_FILE: '/keys/audit.pem' });
    expect(audit).toMatchObject({ signingKeyFile: '/keys/audit.pem', generateSigningKey: false });
  });

  it('is off in production and in tests until a directory is set', () => {
    expect(loadConfig(PRODUCTION).audit).toMatchObject({ checkpointDir: null, signingKeyFile: null });
    expect(loadConfig({ NODE_ENV: 'test' }).audit.checkpointDir).toBeNull();
  });

  it('requires the signing key in production when checkpoints are on', () => {
    expect(problemsOf({ ...PRODUCTION, AUDIT_CHECKPOINT_DIR: '/var/lib/audit' })).toEqual([
      'AUDIT_SIGNING_KEY_FILE must be set when AUDIT_CHECKPOINT_DIR is (a process that only verifies sets ' +
        'AUDIT_PUBLIC_KEY_FILE and AUDIT_CHECKPOINT_INTERVAL_MINUTES=0)',
    ]);
    expect(
      loadConfig({
        ...PRODUCTION,
        AUDIT_CHECKPOINT_DIR: '/var/lib/audit',
        AUDIT_SIGNING_KEY_FILE: '/keys/a.pem',
      }).audit,
    ).toMatchObject({
      checkpointDir: '/var/lib/audit',
      signingKeyFile: '/keys/a.pem',
      generateSigningKey: false,
    });
  });

  it('lets a process that only verifies do with the public key', () => {
    const env = { ...PRODUCTION, AUDIT_CHECKPOINT_DIR: '/audit', AUDIT_CHECKPOINT_INTERVAL_MINUTES: '0' };
    expect(problemsOf(env)).toEqual([
      'AUDIT_SIGNING_KEY_FILE or AUDIT_PUBLIC_KEY_FILE must be set when AUDIT_CHECKPOINT_DIR is',
    ]);
    expect(loadConfig({ ...env, AUDIT_PUBLIC_KEY_FILE: '/keys/public.pem' }).audit).toMatchObject({
      signingKeyFile: null,
      publicKeyFile: '/keys/public.pem',
      checkpointIntervalMinutes: 0,
    });
  });

  it('refuses an interval that is not a whole number of minutes up to a week', () => {
    expect(problemsOf({ NODE_ENV: 'test', AUDIT_CHECKPOINT_INTERVAL_MINUTES: '1.5' })).toEqual([
      'AUDIT_CHECKPOINT_INTERVAL_MINUTES must be a whole number from 0 to 10080 (got "1.5")',
    ]);
  });
});
