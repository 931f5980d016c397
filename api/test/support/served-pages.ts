import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_QUERY_ANSWERS_ELEMENT_ID, type PageQueryAnswer } from '@referrals/contracts';
import type { TestApp } from './test-app.js';

/** The web app's real shell, as the build serves it: the server writes a page's head and answers into it. */
export const WEB_INDEX = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');

/** The boot script the web build makes (web/build.mjs), which the server writes into a rendered page. */
const BUILT_BOOT_SCRIPT = new URL('../../../web/dist/boot-after-paint.js', import.meta.url);

/** Makes the app serve the real shell, and its built boot script, instead of the test one. */
export function serveRealShell(app: TestApp): void {
  writeFileSync(join(app.config.webDistDir, 'index.html'), WEB_INDEX);
  copyFileSync(BUILT_BOOT_SCRIPT, join(app.config.webDistDir, 'boot-after-paint.js'));
}

/** The answers a page came with, read from its script as the browser reads them. */
export function pageQueryAnswersIn(html: string): PageQueryAnswer[] {
  const element = new RegExp(
    `<script type="application/json" id="${PAGE_QUERY_ANSWERS_ELEMENT_ID}">([^<]*)</script>`,
  ).exec(html);
  if (!element) throw new Error('the page holds no answers');
  return JSON.parse(element[1]!) as PageQueryAnswer[];
}
