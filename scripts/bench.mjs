// `npm run bench [-- --quick]`: builds the app and the web, then measures them (the bench workspace, bench/src).
// `npm run bench -- --replay-only [--replay-events=<events>]`: the replay alone (see bench/src/main.ts).
// `npm run bench -- --commands-only`: the CPU of a fixed piece of command work alone.
// `npm run bench -- --reads-only [--quick]`: the reads alone.
// `npm run bench -- --web-only [--quick]`: the public pages' Lighthouse runs alone.
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureInstalled } from './ensure-install.mjs';
import { buildWeb, run, step } from './run.mjs';

ensureInstalled();
await step('Build the server (TypeScript)', 'npx', ['tsc', '-b']);
const checked = await run('node', ['api/dist/cli.js', 'check']);
if (checked !== 0) process.exit(checked);
// The replay, the commands or the reads alone measure no page.
if (!['--replay-only', '--commands-only', '--reads-only'].some((only) => process.argv.includes(only))) {
  // Lighthouse drives Chromium (CHROME_PATH, else Debian's): checked before the stages, not after them.
  if (!process.env.CHROME_PATH) ensureChromium('Lighthouse runs of the bench');
  // What production serves: without the testing pages.
  await buildWeb('production');
}
process.exit(await run('node', ['bench/dist/main.js', ...process.argv.slice(2)]));
