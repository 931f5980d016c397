import { PAGE_QUERY_ANSWERS_ELEMENT_ID, type PageQueryAnswer, PRODUCT_NAME } from '@referrals/contracts';
import { escapeHtml } from '../mail/escape-html.js';

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

/** The head of the page at a path, or null to serve the web app's index.html as it is. */
export type PageHeads = (path: string) => Promise<PageHead | null>;

const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /\n?[ \t]*<meta\s+name="description"[^>]*>/;

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
