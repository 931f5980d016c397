import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { PageQueryAnswer } from '@referrals/contracts';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { AppRoot } from './AppRoot';
import { createQueryClient } from './api/createQueryClient';
import { seedQueryAnswers } from './api/pageQueryAnswers';
import { createAppRouter } from './router';

/** A page as the server sends it: the app's HTML for #root, and the antd styles it uses for the head. */
export interface ServerRenderedPage {
  rootHtml: string;
  headHtml: string;
}

/**
 * Renders the page at `url` from the app's own routes and components, with the answers its queries
 * would get (the browser's first render then starts from the same answers and matches this HTML). The
 * API calls it for public pages only: it renders as nobody signed in. Queries without an answer render
 * as loading, as they would in the browser.
 */
export async function renderPage(
  url: string,
  answers: readonly PageQueryAnswer[],
): Promise<ServerRenderedPage> {
  const queryClient = createQueryClient();
  seedQueryAnswers(queryClient, answers);
  const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [url] }) });
  await router.load();
  const styles = createCache();
  const rootHtml = renderToString(
    <StyleProvider cache={styles}>
      <AppRoot queryClient={queryClient} router={router} />
    </StyleProvider>,
  );
  queryClient.clear();
  return { rootHtml, headHtml: extractStyle(styles) };
}
