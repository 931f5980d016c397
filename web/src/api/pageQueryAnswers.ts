import { PAGE_QUERY_ANSWERS_ELEMENT_ID, type PageQueryAnswer } from '@referrals/contracts';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Puts answers the server already had in the cache, so the page's first queries start answered instead
 * of asking again (the server renders from them too: entry-server.tsx).
 */
export function seedQueryAnswers(queryClient: QueryClient, answers: readonly PageQueryAnswer[]): void {
  for (const { queryKey, answer } of answers) queryClient.setQueryData(queryKey, answer);
}

/**
 * The answers the server sent with the page (the public invitation, say), into the browser's cache. An
 * answer given as anyone sees it is marked out of date: the page renders from it, and its query asks for
 * the viewer's own once it is used. A page without answers, or with answers that cannot be read, simply
 * asks.
 */
export function seedPageQueryAnswers(queryClient: QueryClient, page: Document): void {
  const text = page.getElementById(PAGE_QUERY_ANSWERS_ELEMENT_ID)?.textContent;
  if (!text) return;
  let answers: PageQueryAnswer[];
  try {
    answers = JSON.parse(text) as PageQueryAnswer[];
  } catch (error) {
    console.error('The answers sent with the page could not be read:', error);
    return;
  }
  seedQueryAnswers(queryClient, answers);
  for (const { queryKey, asAnyone } of answers) {
    if (asAnyone) void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
  }
}
