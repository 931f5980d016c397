import { PAGE_QUERY_ANSWERS_ELEMENT_ID, type PageQueryAnswer, PRODUCT_NAME } from '@referrals/contracts';
import { escapeHtml } from '../mail/escape-html.js';
import type { ServerRenderedPage } from './page-renderer.js';

/** A page's own title and the card a shared link to it unfurls into (Open Graph, Twitter). */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute addresses: a link preview is fetched by another site's server. */
  url: string;
  imageUrl: string;
  /** What the page's first queries answer, so that its client renders without asking for them again. */
  queryAnswers: readonly PageQueryAnswer[];
}

/** Who asks for a page, as far as its head needs to know. */
export interface PageViewer {
  /** The request carries a session cookie: the viewer may be signed in, and some answers differ for them. */
  hasSession: boolean;
}

/** The head of the page at a path, or null to serve the web app's index.html as it is. */
export type PageHeads = (path: string, viewer: PageViewer) => Promise<PageHead | null>;

const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /\n?[ \t]*<meta\s+name="description"[^>]*>/;
const HEAD_END = '</head>';
/** The head's character set, which must come first in it. */
const CHARSET = /<meta charset="[^"]*"\s*\/?>/;
/** The app's style sheet: antd's styles go before it, so that the app's own rules override them as they do in the browser. */
const FIRST_STYLE_SHEET = /<link rel="stylesheet"/;
/** The app's entry script, which a page rendered on the server asks for after its first paint. */
const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/;
const MODULE_PRELOADS = /\n?[ \t]*<link rel="modulepreload"[^>]*>/g;
/** index.html's #root with its boot screen, which a page rendered on the server replaces. */
const ROOT = /<div id="root">[\s\S]*?<!-- \/#root -->/;

/**
 * JSON safe inside a script element: `<` is written as its escape, so no value can close the element
 * (`</script>`) or open a comment; JSON.parse reads it back unchanged.
 */
const jsonInScript = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

const meta = (attribute: 'name' | 'property', key: string, content: string): string =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/**
 * index.html with the page's title, description and link-preview tags in place of its own title and
 * description, and its query answers beside them.
 */
export function withPageHead(indexHtml: string, head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:url', head.url),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:image', head.imageUrl),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.imageUrl),
    ...(head.queryAnswers.length > 0
      ? [
          `<script type="application/json" id="${PAGE_QUERY_ANSWERS_ELEMENT_ID}">${jsonInScript(head.queryAnswers)}</script>`,
        ]
      : []),
  ].join('\n    ');
  // A function as the replacement, so that `$` in a name is never read as a pattern.
  return indexHtml.replace(DESCRIPTION, '').replace(TITLE, () => tags);
}

/**
 * index.html (with its page's head) holding a page rendered on the server: its HTML in #root, marked so
 * the browser hydrates it, antd's styles for it before the app's style sheet, and in place of the app's
 * entry the boot script (boot-script.ts), written into the head, which asks for the entry after the first
 * paint and holds what is pressed until then.
 */
export function withRenderedPage(
  indexHtml: string,
  rendered: ServerRenderedPage,
  bootScriptText: string,
): string {
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entry) throw new Error('index.html names no entry script for the boot script to ask for');
  // First in the head after the character set, before any style sheet (which would hold a script after
  // it until it has loaded).
  const bootScript = `<script data-app-entry="${escapeHtml(entry)}">${bootScriptText}</script>`;
  // Functions as the replacements, so that `$` in the page is never read as a pattern.
  return indexHtml
    .replace(MODULE_PRELOADS, '')
    .replace(ENTRY_SCRIPT, '')
    .replace(CHARSET.test(indexHtml) ? CHARSET : '<head>', (tag) => `${tag}\n    ${bootScript}`)
    .replace(
      FIRST_STYLE_SHEET.test(indexHtml) ? FIRST_STYLE_SHEET : HEAD_END,
      (tag) => `${rendered.headHtml}\n    ${tag}`,
    )
    .replace(ROOT, () => `<div id="root" data-server-rendered>${rendered.rootHtml}</div>`);
}
