// `npm start`: install if needed, check services, build, then serve everything on one URL.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled } from './ensure-install.mjs';
import { buildWeb, root, run, step, webBuildMode } from './run.mjs';

ensureInstalled();

/** Newest modification time of any file under the given folders. */
function newest(folders) {
  let latest = 0;
  const visit = (path) => {
    const stats = statSync(path);
    if (stats.isDirectory()) {
      for (const entry of readdirSync(path))
        if (entry !== 'node_modules' && entry !== 'dist') visit(join(path, entry));
    } else latest = Math.max(latest, stats.mtimeMs);
  };
  for (const folder of folders) if (existsSync(folder)) visit(folder);
  return latest;
}

await step('Build the server (TypeScript)', 'npx', ['tsc', '-b']);
// Fail fast, before the web build, when PostgreSQL or Redis is not there.
const checked = await run('node', ['api/dist/cli.js', 'check']);
if (checked !== 0) process.exit(checked);

// A production start serves a production build; any other start also holds the testing pages
// (/test-shortcuts, /test-onboarding). The build records its mode in web/dist/.build-mode.
const webMode = process.env.NODE_ENV === 'production' ? 'production' : 'development';
const webIndex = join(root, 'web', 'dist', 'index.html');
const webServerEntry = join(root, 'web', 'dist-server', 'entry-server.js');
const webBootScript = join(root, 'web', 'dist', 'boot-after-paint.js');
const webSources = [
  'web/src',
  'web/index.html',
  'web/vite.config.ts',
  'web/build.mjs',
  'web/public',
  'contracts/src',
].map((path) => join(root, path));
const webBuilt = [webIndex, webServerEntry, webBootScript].every((file) => existsSync(file));
if (!webBuilt || webBuildMode() !== webMode || newest(webSources) > statSync(webIndex).mtimeMs) {
  await buildWeb(webMode);
}

const code = await run('node', ['api/dist/main.js']);
process.exit(code);
