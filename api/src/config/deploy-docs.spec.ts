import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { loadConfig } from './app-config.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const readText = (path: string): string => readFileSync(`${ROOT}${path}`, 'utf8');

/** The settings modules: app-config.ts and the ones it delegates to. */
const configSource = ['app-config.ts', 'audit-settings.ts']
  .map((file) => readText(`api/src/config/${file}`))
  .join('\n');
const deployDoc = readText('docs/deploy.md');
const composeText = readText('docker-compose.prod.yml');
const caddyfile = readText('deploy/Caddyfile');

/** Every environment variable the settings modules read, in the order they read them. */
const configVariables = [
  ...new Set([...configSource.matchAll(/\bread\('([A-Z][A-Z0-9_]*)'\)/g)].map((match) => match[1] ?? '')),
];

/** Variables named in deploy.md's tables (a row's first cell). */
const documentedVariables = new Set(
  deployDoc
    .split('\n')
    .map((line) => /^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined),
);

interface ComposeService {
  image?: string;
  build?: unknown;
  profiles?: string[];
  depends_on?: Record<string, { condition?: string; required?: boolean }>;
  environment?: Record<string, string | number | boolean | null>;
  healthcheck?: { test?: string | string[] };
  stop_grace_period?: string;
  deploy?: { replicas?: number };
  ports?: unknown[];
}

const compose = parse(composeText, { merge: true }) as { services: Record<string, ComposeService> };
const services = Object.entries(compose.services).map(([name, service]) => {
  const environment = service.environment ?? {};
  const roles = environment.APP_ROLES;
  return {
    name,
    service,
    environment,
    roles: roles === undefined ? null : String(roles),
    replicas: service.deploy?.replicas ?? 1,
  };
});
const appServices = services.filter((service) => service.roles !== null);

describe('production deployment files and docs/deploy.md', () => {
  it('documents every environment variable the app reads', () => {
    expect(configVariables.length).toBeGreaterThanOrEqual(25);
    expect(configVariables).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'SESSION_SECRET', 'WEB_DIST_DIR']),
    );
    expect(configVariables.filter((name) => !documentedVariables.has(name))).toEqual([]);
  });

  it('documents every variable the compose file and the Caddyfile take from the environment', () => {
    const composeVariables = [...composeText.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map(
      (match) => match[1] ?? '',
    );
    const caddyVariables = [...caddyfile.matchAll(/\{\$([A-Z][A-Z0-9_]*)/g)].map((match) => match[1] ?? '');
    expect(composeVariables).toContain('POSTGRES_PASSWORD');
    expect(caddyVariables).toContain('PUBLIC_URL');
    expect([...composeVariables, ...caddyVariables].filter((name) => !documentedVariables.has(name))).toEqual(
      [],
    );
  });

  it('runs two API replicas, one projections process and one worker', () => {
    const replicasOf = (role: string): number =>
      appServices
        .filter((service) => service.roles === role)
        .reduce((sum, service) => sum + service.replicas, 0);
    expect(replicasOf('api')).toBe(2);
    expect(replicasOf('projections')).toBe(1);
    expect(replicasOf('worker')).toBe(1);
    expect(appServices.map((service) => service.roles).sort()).toEqual([
      'api',
      'api',
      'projections',
      'worker',
    ]);
  });

  it('gives every app process its readiness check, a grace period and every setting', () => {
    for (const { name, service, environment } of appServices) {
      expect({ name, healthcheck: [service.healthcheck?.test ?? []].flat().join(' ') }).toEqual({
        name,
        healthcheck: expect.stringContaining('/api/health/ready'),
      });
      expect({ name, stopGracePeriod: service.stop_grace_period }).toEqual({
        name,
        stopGracePeriod: '15s',
      });
      const missing = configVariables.filter(
        // The image holds the web build at the default places.
        (variable) => !['WEB_DIST_DIR', 'WEB_SERVER_ENTRY'].includes(variable) && !(variable in environment),
      );
      expect({ name, missing }).toEqual({ name, missing: [] });
    }
  });

  it('publishes ports only from the proxy', () => {
    expect(services.filter(({ service }) => service.ports !== undefined).map(({ name }) => name)).toEqual([
      'caddy',
    ]);
  });

  it('proxies to every API replica with sticky sessions and active health checks', () => {
    expect(caddyfile).toMatch(/^\s*health_uri \/api\/health\/ready\s*$/m);
    expect(caddyfile).toMatch(/^\s*lb_policy cookie\b/m);
    expect(caddyfile).toMatch(/^\s*fail_duration \S+/m);
    const upstreams = /^\s*reverse_proxy\s+([^{\n]+)/m.exec(caddyfile)?.[1]?.trim().split(/\s+/) ?? [];
    const apiServices = appServices.filter((service) => service.roles === 'api');
    expect(upstreams.sort()).toEqual(apiServices.map(({ name }) => `${name}:3000`).sort());
    for (const { environment } of apiServices) expect(String(environment.PORT)).toBe('3000');
  });
});

/**
 * Compose's interpolation of `${NAME}`, `${NAME:-default}`, `${NAME-default}`, `${NAME:?error}` and
 * `${NAME?error}` with the variables given (what the shell or `.env` would hold).
 */
function interpolate(text: string, variables: Record<string, string>): string {
  return text.replace(
    /\$\{([A-Z][A-Z0-9_]*)(?:(:-|-|:\?|\?)([^}]*))?\}/g,
    (_, name: string, operator: string | undefined, argument: string | undefined) => {
      const value = variables[name];
      const empty = value === undefined || value === '';
      if (operator === ':-') return empty ? (argument ?? '') : value;
      if (operator === '-') return value ?? argument ?? '';
      if ((operator === ':?' && empty) || (operator === '?' && value === undefined)) {
        throw new Error(`${name}: ${argument ?? 'required'}`);
      }
      return value ?? '';
    },
  );
}

const composeFiles = ['docker-compose.yml', 'docker-compose.prod.yml'].map((file) => {
  const text = readText(file);
  return {
    file,
    text,
    services: (parse(text, { merge: true }) as { services: Record<string, ComposeService> }).services,
  };
});

/** What an app service's process gets from a compose file, for these variables. */
function appEnvironment(service: ComposeService, variables: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([name, value]) => [
      name,
      interpolate(String(value ?? ''), variables),
    ]),
  );
}

/** What the production compose file requires in `.env`. */
const REQUIRED = {
  POSTGRES_PASSWORD: 'pw0123456789',
  SMTP_URL: 'smtp://mail.example.com:25',
  MAIL_FROM: 'Bold <no-reply@bold.example.com>',
  PUBLIC_URL: 'https://bold.example.com',
  SESSION_SECRET: 'x'.repeat(32),
};

describe.each(composeFiles)('$file', ({ services }) => {
  const apps = Object.entries(services).filter(([, service]) => service.environment?.APP_ROLES !== undefined);

  it('stores events in PostgreSQL unless EVENTSTORE_CONNECTION_STRING is set', () => {
    expect(apps.length).toBeGreaterThan(0);
    for (const [name, service] of apps) {
      expect({
        name,
        store: loadConfig(appEnvironment(service, REQUIRED)).eventStoreConnectionString,
      }).toEqual({
        name,
        store: null,
      });
      const optedIn = loadConfig(
        appEnvironment(service, {
          ...REQUIRED,
          EVENTSTORE_CONNECTION_STRING: 'kurrentdb://kurrentdb:2113?tls=false',
        }),
      );
      expect({ name, store: optedIn.eventStoreConnectionString }).toEqual({
        name,
        store: 'kurrentdb://kurrentdb:2113?tls=false',
      });
    }
  });

  it('runs KurrentDB only with the kurrentdb profile, pinned to 25.0.1 or later, and never makes the app wait for it otherwise', () => {
    const kurrentdb = services.kurrentdb!;
    expect(kurrentdb.profiles).toEqual(['kurrentdb']);
    const version = /^docker\.kurrent\.io\/kurrent-(?:lts|latest)\/kurrentdb:(\d+)\.(\d+)\.(\d+)$/
      .exec(kurrentdb.image ?? '')
      ?.slice(1)
      .map(Number);
    expect({ image: kurrentdb.image, pinned: version !== undefined }).toEqual({
      image: kurrentdb.image,
      pinned: true,
    });
    const [major, minor, patch] = version!;
    expect(major! * 1_000_000 + minor! * 1000 + patch!).toBeGreaterThanOrEqual(25_000_001);
    for (const [name, service] of Object.entries(services)) {
      const dependency = service.depends_on?.kurrentdb;
      if (dependency && service.profiles === undefined) {
        expect({ name, required: dependency.required }).toEqual({ name, required: false });
      }
    }
  });

  it('pins every image it pulls to a version', () => {
    for (const [name, service] of Object.entries(services)) {
      if (service.build !== undefined) continue;
      expect({ name, image: service.image }).toEqual({
        name,
        image: expect.stringMatching(/:(?!latest$)[\w.-]+$/),
      });
    }
  });
});
