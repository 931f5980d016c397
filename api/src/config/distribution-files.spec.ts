import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const readText = (path: string): string => readFileSync(`${ROOT}${path}`, 'utf8');

/** Every environment variable the settings modules (app-config.ts and audit-settings.ts) read. */
const configVariables = [
  ...new Set(
    ['app-config.ts', 'audit-settings.ts']
      .flatMap((file) => [...readText(`api/src/config/${file}`).matchAll(/\bread\('([A-Z][A-Z0-9_]*)'\)/g)])
      .map((match) => match[1] ?? ''),
  ),
];

describe('.env.example', () => {
  const lines = readText('.env.example').split('\n');
  const listed = lines
    .map((line) => /^#?\s?([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);

  it('lists every setting the app reads, once, and what Docker Compose reads besides', () => {
    expect(configVariables.length).toBeGreaterThanOrEqual(25);
    expect(configVariables.filter((name) => !listed.includes(name))).toEqual([]);
    expect(listed.filter((name) => !configVariables.includes(name))).toEqual([
      'POSTGRES_PASSWORD',
      'COMPOSE_PROFILES',
    ]);
    expect(listed).toEqual([...new Set(listed)]);
  });

  it('changes nothing when copied as it is: every setting is commented out', () => {
    expect(lines.filter((line) => line.trim() !== '' && !line.startsWith('#'))).toEqual([]);
  });

  it('is kept in Git and in the image build, while .env stays out of both', () => {
    const ignoredByGit = (path: string): boolean =>
      spawnSync('git', ['check-ignore', '--no-index', '--quiet', path], { cwd: ROOT }).status === 0;
    expect({ '.env': ignoredByGit('.env'), '.env.example': ignoredByGit('.env.example') }).toEqual({
      '.env': true,
      '.env.example': false,
    });
    const dockerignore = readText('.dockerignore').split('\n');
    expect(dockerignore).toContain('.env');
    // The last matching line decides: the exception must come after `.env.*`.
    expect(dockerignore.lastIndexOf('!.env.example')).toBeGreaterThan(dockerignore.indexOf('.env.*'));
  });
});

describe('license and Node.js versions', () => {
  it('is MIT-licensed, in LICENSE and in every package.json', () => {
    expect(readText('LICENSE')).toMatch(/^MIT License\n\nCopyright \(c\) 2026 Bold contributors\n/);
    for (const path of [
      'package.json',
      ...['contracts', 'projections', 'api', 'web', 'docs'].map((workspace) => `${workspace}/package.json`),
    ]) {
      const { license } = JSON.parse(readText(path)) as { license?: string };
      expect({ path, license }).toEqual({ path, license: 'MIT' });
    }
  });

  it('builds and runs the image on Node.js 26 LTS, and runs from source on 20.19 or later', () => {
    const stages = [...readText('Dockerfile').matchAll(/^FROM (\S+)/gm)].map((match) => match[1]);
    expect(stages).toEqual(['node:26-trixie-slim', 'node:26-trixie-slim']);
    const { engines } = JSON.parse(readText('package.json')) as { engines?: { node?: string } };
    expect(engines?.node).toBe('>=20.19');
  });
});
