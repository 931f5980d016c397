import { fileURLToPath } from 'node:url';
import { DEFAULT_OWNERSHIP_PROTECTION_DAYS } from '@referrals/contracts';
import { type AuditSettings, readAuditSettings } from './audit-settings.js';
import { integer } from './whole-number-setting.js';

/**
 * After a notification email, a recipient's further notices wait this long and go out as one digest:
 * a busy pipeline sends a networker an email at once and a digest two minutes later, not one per change.
 */
export const DEFAULT_EMAIL_DIGEST_SECONDS = 120;

/** Roles a process can take; any subset, for scale-out. */
export const APP_ROLES = ['api', 'projections', 'worker'] as const;
export type AppRole = (typeof APP_ROLES)[number];

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  roles: ReadonlySet<AppRole>;
  databaseUrl: string;
  redisUrl: string;
  /** Every Redis key of this deployment starts with it (sessions, queues, socket stream). */
  redisKeyPrefix: string;
  /** Unset: events live in Postgres. Set: KurrentDB/EventStoreDB. */
  eventStoreConnectionString: string | null;
  smtpUrl: string;
  mailFrom: string;
  publicUrl: string;
  /** Secret: never logged. */
  sessionSecret: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Longest a command waits for the caller's read models before answering. */
  readYourWritesTimeoutMs: number;
  /** Built web app served for every non-API path. */
  webDistDir: string;
  /** The web app's server build, with which the public pages are rendered on the server (web/build.mjs). */
  webServerEntry: string;
  /** LinkedIn sign-in through OpenID Connect; null when no client id is set (the button is hidden). */
  linkedin: LinkedInSettings | null;
  rateLimits: RateLimitSettings;
  /** Creates the demo operator at start so a newcomer can sign in and click through. */
  seedDemoOperator: boolean;
  /** Where company logos are found, with "{domain}" in it; null: no lookups, the UI shows initials. */
  logoUrlTemplate: string | null;
  /** Serves the OpenAPI document and its browsable page (/api/docs-json, /api/docs); off in production by default. */
  apiDocs: boolean;
  /** Days a submitted contact stays its first networker's: nobody can submit it to that operator again meanwhile. */
  ownershipProtectionDays: number;
  /** How long a worker's hold on a running job lasts unrenewed: a job whose worker died runs again after about this long. */
  jobLockMs: number;
  /** After a notification email, how long a recipient's further notices wait to go out as one digest (ADR 0032). */
  emailDigestMs: number;
  /** Signed checkpoints of the event log (ADR 0026). */
  audit: AuditSettings;
}

export interface LinkedInSettings {
  issuer: string;
  clientId: string;
  /** Secret: never logged. */
  clientSecret: string;
}

/** OWASP ASVS limits on guessing; counted in Redis, so they hold across processes. */
export interface RateLimitSettings {
  /** Failed sign-ins on one account in an hour (from any address) above which each attempt is slowed. */
  signInFailuresPerAccountPerHour: number;
  /** Failed sign-ins one address may make on one account before it waits. */
  signInFreeFailuresPerAddress: number;
  /** The first wait, after the first failure beyond the free ones; it doubles with each further failure. */
  signInFirstWaitSeconds: number;
  /** The longest wait of one address on one account. */
  signInLongestWaitSeconds: number;
  /** How long each attempt on an account above its ceiling of failures is held. */
  signInSlowdownMs: number;
  signInAttemptsPerIpPerMinute: number;
  emailChecksPerIpPerMinute: number;
  passwordResetsPerEmailPerHour: number;
  /** Public company-logo lookups (each may call the logo provider) per client address per minute. */
  logoLookupsPerIpPerMinute: number;
  /** Questions asked on public invitation pages per client address per hour (each emails an operator). */
  questionsPerIpPerHour: number;
  /** Sales-operator waitlist joins per client address per hour (the form is public). */
  waitlistJoinsPerIpPerHour: number;
  /**
   * Replies to visitors' questions per operator per hour: each emails an address nobody verified, so
   * an operator could otherwise mail anyone through their own invitation.
   */
  questionRepliesPerOperatorPerHour: number;
  /**
   * Invitations one account associates (POST /api/invitations/associate) per hour: each acceptance
   * reads and writes several streams, and a networker joins a few invitations, not hundreds.
   */
  invitationJoinsPerAccountPerHour: number;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const DEFAULT_WEB_SERVER_ENTRY = fileURLToPath(
  new URL('../../../web/dist-server/entry-server.js', import.meta.url),
);
const DEV_SESSION_SECRET = 'development-only-session-secret-change-me';
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Reads and checks every setting once, at start; each problem names its variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };

  const nodeEnvText = read('NODE_ENV') ?? 'development';
  if (!['development', 'production', 'test'].includes(nodeEnvText)) {
    problems.push(`NODE_ENV must be development, production or test (got "${nodeEnvText}")`);
  }
  const nodeEnv = nodeEnvText as AppConfig['nodeEnv'];

  const port = integer(read('PORT') ?? '3000', 'PORT', 0, 65535, problems);

  const roles = new Set<AppRole>();
  for (const role of (read('APP_ROLES') ?? APP_ROLES.join(',')).split(',').map((part) => part.trim())) {
    if ((APP_ROLES as readonly string[]).includes(role)) roles.add(role as AppRole);
    else problems.push(`APP_ROLES may hold ${APP_ROLES.join(', ')} (got "${role}")`);
  }
  if (roles.size === 0) problems.push('APP_ROLES must name at least one role');

  const databaseUrl = url(
    read('DATABASE_URL') ?? 'postgres://postgres@127.0.0.1:5432/referrals',
    'DATABASE_URL',
    ['postgres:', 'postgresql:'],
    problems,
  );
  const redisUrl = url(
    read('REDIS_URL') ?? 'redis://127.0.0.1:6379',
    'REDIS_URL',
    ['redis:', 'rediss:'],
    problems,
  );
  const redisKeyPrefix = read('REDIS_KEY_PREFIX') ?? 'referrals';
  if (!/^[A-Za-z0-9_.-]+$/.test(redisKeyPrefix)) {
    problems.push('REDIS_KEY_PREFIX may hold letters, digits, "_", "." and "-" only');
  }
  const eventStore = read('EVENTSTORE_CONNECTION_STRING') ?? null;
  if (eventStore !== null) {
    url(
      eventStore,
      'EVENTSTORE_CONNECTION_STRING',
      ['kurrentdb:', 'esdb:', 'kdb:', 'esdb+discover:', 'kurrentdb+discover:', 'kdb+discover:'],
      problems,
    );
  }
  const smtpUrl = url(read('SMTP_URL') ?? 'smtp://127.0.0.1:1025', 'SMTP_URL', ['smtp:', 'smtps:'], problems);
  const publicUrl = url(
    read('PUBLIC_URL') ?? `http://localhost:${port}`,
    'PUBLIC_URL',
    ['http:', 'https:'],
    problems,
  ).replace(/\/+$/, '');

  const sessionSecret = read('SESSION_SECRET') ?? (nodeEnv === 'production' ? '' : DEV_SESSION_SECRET);
  if (nodeEnv === 'production' && (sessionSecret.length < 32 || sessionSecret === DEV_SESSION_SECRET)) {
    problems.push('SESSION_SECRET must be set to a random string of at least 32 characters in production');
  }

  const logLevel = (read('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'warn' : 'info')) as AppConfig['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const readYourWritesTimeoutMs = integer(
    read('READ_YOUR_WRITES_TIMEOUT_MS') ?? '2000',
    'READ_YOUR_WRITES_TIMEOUT_MS',
    0,
    60_000,
    problems,
  );

  const ownershipProtectionDays = integer(
    read('OWNERSHIP_PROTECTION_DAYS') ?? String(DEFAULT_OWNERSHIP_PROTECTION_DAYS),
    'OWNERSHIP_PROTECTION_DAYS',
    1,
    3650,
    problems,
  );

  const jobLockMs = integer(read('JOB_LOCK_MS') ?? '30000', 'JOB_LOCK_MS', 1000, 600_000, problems);
  const emailDigestSeconds = integer(
    read('EMAIL_DIGEST_SECONDS') ?? String(DEFAULT_EMAIL_DIGEST_SECONDS),
    'EMAIL_DIGEST_SECONDS',
    0,
    86_400,
    problems,
  );
  const audit = readAuditSettings(read, nodeEnv, databaseNameOrDefault(databaseUrl), problems);

  const linkedinClientId = read('LINKEDIN_CLIENT_ID');
  const linkedinClientSecret = read('LINKEDIN_CLIENT_SECRET');
  if (linkedinClientId && !linkedinClientSecret) {
    problems.push('LINKEDIN_CLIENT_SECRET must be set when LINKEDIN_CLIENT_ID is');
  }
  const linkedin = linkedinClientId
    ? {
        issuer: url(
          read('LINKEDIN_ISSUER') ?? 'https://www.linkedin.com/oauth',
          'LINKEDIN_ISSUER',
          ['http:', 'https:'],
          problems,
        ),
        clientId: linkedinClientId,
        clientSecret: linkedinClientSecret ?? '',
      }
    : null;

  const rateLimits: RateLimitSettings = {
    signInFailuresPerAccountPerHour: integer(
      read('SIGN_IN_FAILURES_PER_ACCOUNT_PER_HOUR') ?? '100',
      'SIGN_IN_FAILURES_PER_ACCOUNT_PER_HOUR',
      1,
      100,
      problems,
    ),
    signInFreeFailuresPerAddress: integer(
      read('SIGN_IN_FREE_FAILURES_PER_ADDRESS') ?? '5',
      'SIGN_IN_FREE_FAILURES_PER_ADDRESS',
      0,
      100,
      problems,
    ),
    signInFirstWaitSeconds: integer(
      read('SIGN_IN_FIRST_WAIT_SECONDS') ?? '1',
      'SIGN_IN_FIRST_WAIT_SECONDS',
      1,
      3600,
      problems,
    ),
    signInLongestWaitSeconds: integer(
      read('SIGN_IN_LONGEST_WAIT_SECONDS') ?? '900',
      'SIGN_IN_LONGEST_WAIT_SECONDS',
      1,
      86_400,
      problems,
    ),
    signInSlowdownMs: integer(
      read('SIGN_IN_SLOWDOWN_MS') ?? '1000',
      'SIGN_IN_SLOWDOWN_MS',
      0,
      10_000,
      problems,
    ),
    signInAttemptsPerIpPerMinute: integer(
      read('SIGN_IN_ATTEMPTS_PER_IP_PER_MINUTE') ?? '20',
      'SIGN_IN_ATTEMPTS_PER_IP_PER_MINUTE',
      1,
      10_000,
      problems,
    ),
    emailChecksPerIpPerMinute: integer(
      read('EMAIL_CHECKS_PER_IP_PER_MINUTE') ?? '30',
      'EMAIL_CHECKS_PER_IP_PER_MINUTE',
      1,
      10_000,
      problems,
    ),
    passwordResetsPerEmailPerHour: integer(
      read('PASSWORD_RESETS_PER_EMAIL_PER_HOUR') ?? '5',
      'PASSWORD_RESETS_PER_EMAIL_PER_HOUR',
      1,
      1000,
      problems,
    ),
    logoLookupsPerIpPerMinute: integer(
      read('LOGO_LOOKUPS_PER_IP_PER_MINUTE') ?? '300',
      'LOGO_LOOKUPS_PER_IP_PER_MINUTE',
      1,
      100_000,
      problems,
    ),
    questionsPerIpPerHour: integer(
      read('QUESTIONS_PER_IP_PER_HOUR') ?? '10',
      'QUESTIONS_PER_IP_PER_HOUR',
      1,
      10_000,
      problems,
    ),
    waitlistJoinsPerIpPerHour: integer(
      read('WAITLIST_JOINS_PER_IP_PER_HOUR') ?? '10',
      'WAITLIST_JOINS_PER_IP_PER_HOUR',
      1,
      10_000,
      problems,
    ),
    questionRepliesPerOperatorPerHour: integer(
      read('QUESTION_REPLIES_PER_OPERATOR_PER_HOUR') ?? '30',
      'QUESTION_REPLIES_PER_OPERATOR_PER_HOUR',
      1,
      10_000,
      problems,
    ),
    invitationJoinsPerAccountPerHour: integer(
      read('INVITATION_JOINS_PER_ACCOUNT_PER_HOUR') ?? '30',
      'INVITATION_JOINS_PER_ACCOUNT_PER_HOUR',
      1,
      10_000,
      problems,
    ),
  };

  const seedText = read('SEED_DEMO_OPERATOR') ?? (nodeEnv === 'development' ? 'true' : 'false');
  if (!['true', 'false'].includes(seedText)) problems.push('SEED_DEMO_OPERATOR must be true or false');

  const logoUrlTemplate = read('LOGO_URL_TEMPLATE') ?? null;
  if (logoUrlTemplate !== null && !isFixedHostTemplate(logoUrlTemplate)) {
    problems.push('LOGO_URL_TEMPLATE must be an http(s) URL with {domain} after a fixed host');
  }

  const apiDocsText = read('API_DOCS') ?? (nodeEnv === 'production' ? 'false' : 'true');
  if (!['true', 'false'].includes(apiDocsText)) problems.push('API_DOCS must be true or false');

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    nodeEnv,
    port,
    roles,
    databaseUrl,
    redisUrl,
    redisKeyPrefix,
    eventStoreConnectionString: eventStore,
    smtpUrl,
    mailFrom: read('MAIL_FROM') ?? '"Bold" <no-reply@localhost>',
    publicUrl,
    sessionSecret,
    logLevel,
    readYourWritesTimeoutMs,
    webDistDir: read('WEB_DIST_DIR') ?? DEFAULT_WEB_DIST,
    webServerEntry: read('WEB_SERVER_ENTRY') ?? DEFAULT_WEB_SERVER_ENTRY,
    linkedin,
    rateLimits,
    seedDemoOperator: seedText === 'true',
    logoUrlTemplate,
    apiDocs: apiDocsText === 'true',
    ownershipProtectionDays,
    jobLockMs,
    emailDigestMs: emailDigestSeconds * 1000,
    audit,
  };
}

function url(text: string, name: string, protocols: string[], problems: string[]): string {
  try {
    const parsed = new URL(text);
    if (!protocols.includes(parsed.protocol)) {
      problems.push(`${name} must start with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}`);
    }
  } catch {
    problems.push(`${name} is not a valid URL`);
  }
  return text;
}

/**
 * A logo URL template must name its service's host itself, with "{domain}" only in the path or
 * query: a domain typed by a visitor must never choose which host the server calls.
 */
function isFixedHostTemplate(template: string): boolean {
  if (!template.includes('{domain}')) return false;
  try {
    const one = new URL(template.replaceAll('{domain}', 'one.example'));
    const other = new URL(template.replaceAll('{domain}', 'other.example'));
    return ['http:', 'https:'].includes(one.protocol) && one.host === other.host;
  } catch {
    return false;
  }
}

/** The event store the configuration selects, by its adapter's name (`EventStore.adapterName`). */
export function eventStoreKind(
  config: Pick<AppConfig, 'eventStoreConnectionString'>,
): 'postgres' | 'kurrentdb' {
  return config.eventStoreConnectionString === null ? 'postgres' : 'kurrentdb';
}

/** The database name in DATABASE_URL, for messages and for creating it. */
export function databaseName(databaseUrl: string): string {
  return decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, '')) || 'postgres';
}

/** The database's name, or `postgres` while DATABASE_URL is not a URL (its problem is reported already). */
function databaseNameOrDefault(databaseUrl: string): string {
  return URL.canParse(databaseUrl) ? databaseName(databaseUrl) : 'postgres';
}

/** A URL safe to print: the password is hidden. */
export function redactUrl(text: string): string {
  try {
    const parsed = new URL(text);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(invalid URL)';
  }
}
