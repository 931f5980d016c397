// Small helpers shared by the start and test scripts. Node built-ins only.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Runs a command in the repository root, streaming its output; resolves with its exit code.
 * With `timeoutMs`, a command still running then is stopped and counts as failed (a hang never blocks CI).
 */
export function run(command, args, { timeoutMs, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      detached: Boolean(timeoutMs),
      ...options,
    });
    const timer =
      timeoutMs &&
      setTimeout(() => {
        console.error(
          `\n✖ ${command} ${args.join(' ')} still running after ${timeoutMs / 60000} min: stopped.`,
        );
        // A polite stop first: Playwright then stops its web server (in a process group of its own,
        // which a kill of this group misses); whatever still runs 10 s later is killed.
        stopGroup(child.pid, 'SIGTERM');
        killTimer = setTimeout(() => stopGroup(child.pid, 'SIGKILL'), 10_000);
      }, timeoutMs);
    let killTimer = null;
    child.on('exit', (code, signal) => {
      if (timer) clearTimeout(timer);
      if (killTimer) clearTimeout(killTimer);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Signals a process group; one that has already gone is fine. */
function stopGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
}

/** Runs a step and stops the whole script when it fails. */
export async function step(title, command, args, options) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✖ ${title} failed (exit code ${code}).`);
    process.exit(code);
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/**
 * Builds the web app in a Vite mode: `production` leaves the testing pages (/test-shortcuts,
 * /test-onboarding) out, `development` holds them. The build records its mode in web/dist/.build-mode.
 */
export function buildWeb(mode) {
  return step(`Build the web app (Vite, ${mode})`, 'npm', [
    'run',
    'build',
    '-w',
    'web',
    '--',
    '--mode',
    mode,
  ]);
}

/** The Vite mode a web build was made in (web/vite.config.ts records it), or null before any build. */
export function webBuildMode(dist = join(root, 'web', 'dist')) {
  const file = join(dist, '.build-mode');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}
