// Installs dependencies when they are missing or older than package-lock.json. Node built-ins only.
// Always with the devDependencies: every script that calls this builds from source (TypeScript, Vite),
// and npm leaves them out when NODE_ENV=production.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const marker = join(root, 'node_modules', '.package-lock.json');
const lock = join(root, 'package-lock.json');

export function ensureInstalled() {
  const upToDate = existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
  if (upToDate) return;
  console.log('Installing dependencies (npm ci)...');
  const result = spawnSync('npm', ['ci', '--include=dev', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  if (result.status !== 0) {
    console.error('\nnpm ci failed: see the messages above.');
    process.exit(result.status ?? 1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureInstalled();
