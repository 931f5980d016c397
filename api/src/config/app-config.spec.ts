import { describe, expect, it } from '@jest/globals';
import { ConfigError, databaseName, loadConfig, redactUrl } from './app-config.js';

describe('configuration', () => {
  it('works with no settings at all, on the local defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/referrals',
      redisUrl: 'redis://127.0.0.1:6379',
      eventStoreConnectionString: null,
      smtpUrl: 'smtp://127.0.0.1:1025',
      publicUrl: 'http://localhost:3000',
      readYourWritesTimeoutMs: 2000,
    });
    expect([...config.roles]).toEqual(['api', 'projections', 'worker']);
  });

  it('protects a submitted contact for 90 days unless told otherwise', () => {
    expect(loadConfig({}).ownershipProtectionDays).toBe(90);
    expect(loadConfig({ OWNERSHIP_PROTECTION_DAYS: '30' }).ownershipProtectionDays).toBe(30);
    expect(() => loadConfig({ OWNERSHIP_PROTECTION_DAYS: '0' })).toThrow(/OWNERSHIP_PROTECTION_DAYS/);
  });

  it('limits questions on invitation pages to 10 per address per hour unless told otherwise', () => {
    expect(loadConfig({}).rateLimits.questionsPerIpPerHour).toBe(10);
    expect(loadConfig({ QUESTIONS_PER_IP_PER_HOUR: '3' }).rateLimits.questionsPerIpPerHour).toBe(3);
    expect(() => loadConfig({ QUESTIONS_PER_IP_PER_HOUR: '0' })).toThrow(/QUESTIONS_PER_IP_PER_HOUR/);
  });

  it('lets an address fail 5 times on an account, then waits 1 s doubling to 15 minutes; slows 1 s above 100', () => {
    const limits = loadConfig({}).rateLimits;
    expect(limits.signInFreeFailuresPerAddress).toBe(5);
    expect(limits.signInFirstWaitSeconds).toBe(1);
    expect(limits.signInLongestWaitSeconds).toBe(900);
    expect(limits.signInFailuresPerAccountPerHour).toBe(100);
    expect(limits.signInSlowdownMs).toBe(1000);
    expect(
      loadConfig({ SIGN_IN_FREE_FAILURES_PER_ADDRESS: '0' }).rateLimits.signInFreeFailuresPerAddress,
    ).toBe(0);
    expect(() => loadConfig({ SIGN_IN_LONGEST_WAIT_SECONDS: '0' })).toThrow(/SIGN_IN_LONGEST_WAIT_SECONDS/);
    expect(() => loadConfig({ SIGN_IN_SLOWDOWN_MS: '-1' })).toThrow(/SIGN_IN_SLOWDOWN_MS/);
  });

  it('limits invitation associations to 30 per account per hour unless told otherwise', () => {
    expect(loadConfig({}).rateLimits.invitationJoinsPerAccountPerHour).toBe(30);
    expect(
      loadConfig({ INVITATION_JOINS_PER_ACCOUNT_PER_HOUR: '3' }).rateLimits.invitationJoinsPerAccountPerHour,
    ).toBe(3);
    expect(() => loadConfig({ INVITATION_JOINS_PER_ACCOUNT_PER_HOUR: '0' })).toThrow(
      /INVITATION_JOINS_PER_ACCOUNT_PER_HOUR/,
    );
  });

  it('limits waitlist joins to 10 per address per hour unless told otherwise', () => {
    expect(loadConfig({}).rateLimits.waitlistJoinsPerIpPerHour).toBe(10);
    expect(loadConfig({ WAITLIST_JOINS_PER_IP_PER_HOUR: '3' }).rateLimits.waitlistJoinsPerIpPerHour).toBe(3);
    expect(() => loadConfig({ WAITLIST_JOINS_PER_IP_PER_HOUR: '0' })).toThrow(
      /WAITLIST_JOINS_PER_IP_PER_HOUR/,
    );
  });

  it('limits replies to questions to 30 per operator per hour unless told otherwise', () => {
    expect(loadConfig({}).rateLimits.questionRepliesPerOperatorPerHour).toBe(30);
    expect(
      loadConfig({ QUESTION_REPLIES_PER_OPERATOR_PER_HOUR: '3' }).rateLimits
        .questionRepliesPerOperatorPerHour,
    ).toBe(3);
    expect(() => loadConfig({ QUESTION_REPLIES_PER_OPERATOR_PER_HOUR: '0' })).toThrow(
      /QUESTION_REPLIES_PER_OPERATOR_PER_HOUR/,
    );
  });

  it('retries the job of a dead worker after 30 s unless told otherwise', () => {
    expect(loadConfig({}).jobLockMs).toBe(30_000);
    expect(loadConfig({ JOB_LOCK_MS: '2000' }).jobLockMs).toBe(2000);
    expect(() => loadConfig({ JOB_LOCK_MS: '999' })).toThrow(/JOB_LOCK_MS/);
  });

  it('holds a recipient’s further notices for a two-minute digest unless told otherwise; 0 sends each batch', () => {
    expect(loadConfig({}).emailDigestMs).toBe(120_000);
    expect(loadConfig({ EMAIL_DIGEST_SECONDS: '0' }).emailDigestMs).toBe(0);
    expect(() => loadConfig({ EMAIL_DIGEST_SECONDS: '-1' })).toThrow(/EMAIL_DIGEST_SECONDS/);
    expect(() => loadConfig({ EMAIL_DIGEST_SECONDS: 'soon' })).toThrow(/EMAIL_DIGEST_SECONDS/);
  });

  it('takes any subset of roles', () => {
    expect([...loadConfig({ APP_ROLES: 'worker, projections' }).roles]).toEqual(['worker', 'projections']);
  });

  it('selects KurrentDB when its connection string is set', () => {
    const config = loadConfig({ EVENTSTORE_CONNECTION_STRING: 'kurrentdb://localhost:2113?tls=false' });
    expect(config.eventStoreConnectionString).toBe('kurrentdb://localhost:2113?tls=false');
  });

  it('reports every problem at once, each naming its variable', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: '-1',
        REDIS_URL: 'http://x',
        PUBLIC_URL: 'nope',
        LOG_LEVEL: 'loud',
        EVENTSTORE_CONNECTION_STRING: 'tcp://x',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "-1")',
      'REDIS_URL must start with redis:// or rediss://',
      'EVENTSTORE_CONNECTION_STRING must start with kurrentdb:// or esdb:// or kdb:// or esdb+discover:// or kurrentdb+discover:// or kdb+discover://',
      'PUBLIC_URL is not a valid URL',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ]);
  });

  it('demands a strong session secret in production only', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('SESSION_SECRET must be set');
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) })).not.toThrow();
  });

  it('takes a logo service only with {domain} after a fixed host', () => {
    expect(loadConfig({ LOGO_URL_TEMPLATE: 'https://icons.example/ip3/{domain}.ico' }).logoUrlTemplate).toBe(
      'https://icons.example/ip3/{domain}.ico',
    );
    expect(() => loadConfig({ LOGO_URL_TEMPLATE: 'https://{domain}/favicon.ico' })).toThrow(
      /LOGO_URL_TEMPLATE/,
    );
    expect(() => loadConfig({ LOGO_URL_TEMPLATE: 'https://icons.example/logo.png' })).toThrow(
      /LOGO_URL_TEMPLATE/,
    );
  });

  it('serves the API docs outside production unless told otherwise, and in production only when told', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow('API_DOCS must be true or false');
  });

  it('strips a trailing slash from the public URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://app.example.com/' }).publicUrl).toBe('https://app.example.com');
  });

  it('knows the database name and hides passwords in URLs it prints', () => {
    expect(databaseName('postgres://u:p@h:5432/referrals_dev')).toBe('referrals_dev');
    expect(redactUrl('postgres://u:secret@h:5432/db')).toBe('postgres://u:***@h:5432/db');
  });
});
