import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The script a page rendered on the server carries in its head (web/src/boot/bootAfterPaint.ts, built to
 * dist/boot-after-paint.js): it holds what is pressed until the app hydrates, and asks for the app after
 * the first paint. Written into the page rather than asked for, it runs before the browser has read the
 * page's body, so no press reaches the page before it.
 */
export interface BootScript {
  text: string;
  /** The Content-Security-Policy source that allows this script, and no other inline one. */
  policySource: string;
}

const BOOT_SCRIPT_FILE = 'boot-after-paint.js';

/** The web build's boot script, or null when the build has none (one made before it). */
export async function readBootScript(webDistDir: string): Promise<BootScript | null> {
  const file = join(webDistDir, BOOT_SCRIPT_FILE);
  if (!existsSync(file)) return null;
  const text = await readFile(file, 'utf8');
  // Its own text inside <script>…</script>: a closing tag in it would end the element early.
  if (/<\/script/i.test(text)) throw new Error(`${file} holds "</script", which would end its element`);
  return { text, policySource: `'sha256-${createHash('sha256').update(text).digest('base64')}'` };
}
