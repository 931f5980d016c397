// Debian's Chromium, which the browser tests and the bench's Lighthouse runs drive. Node built-ins only.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/** Installs Debian's Chromium when it is missing and this is root on Debian; otherwise says how, and exits. */
export function ensureChromium(purpose) {
  if (existsSync('/usr/bin/chromium')) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('which', ['apt-get']).status === 0;
  if (!isRoot || !hasApt) {
    console.error(
      `${purpose} need Debian's Chromium at /usr/bin/chromium: run "sudo apt-get install -y chromium".`,
    );
    process.exit(1);
  }
  console.log(`\n▶ Install Chromium from Debian (${purpose.toLowerCase()})`);
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
