import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { PageQueryAnswer } from '@referrals/contracts';
import type { Logger } from 'pino';

/** A page as the web app's server build renders it: HTML for #root, and the styles it uses for the head. */
export interface ServerRenderedPage {
  rootHtml: string;
  headHtml: string;
}

/**
 * Renders the web app's page at an address (path and query) from the answers its queries would get;
 * null when it could not (the page then renders in the browser, as without server rendering).
 */
export type PageRenderer = (
  url: string,
  answers: readonly PageQueryAnswer[],
) => Promise<ServerRenderedPage | null>;

interface WebServerEntry {
  renderPage: (url: string, answers: readonly PageQueryAnswer[]) => Promise<ServerRenderedPage>;
}

/**
 * The web app's server build (web/build.mjs), or null when there is none (a web build made before
 * it, say). A page it fails to render is logged and sent unrendered: the browser still renders it.
 */
export async function loadPageRenderer(
  serverEntryFile: string,
  logger: Logger,
): Promise<PageRenderer | null> {
  if (!existsSync(serverEntryFile)) {
    logger.warn(
      { serverEntryFile },
      'no server build of the web app: public pages render in the browser only',
    );
    return null;
  }
  const { renderPage } = (await import(pathToFileURL(serverEntryFile).href)) as WebServerEntry;
  return async (url, answers) => {
    try {
      return await renderPage(url, answers);
    } catch (error) {
      logger.warn({ err: error, url }, 'page sent unrendered: the server could not render it');
      return null;
    }
  };
}
