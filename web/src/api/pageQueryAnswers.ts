import { PAGE_QUERY_ANSWERS_ELEMENT_ID, type PageQueryAnswer } from '@referrals/contracts';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Puts the answers the server sent with the page (the public invitation, say) in the cache, so the
 * page's first queries start answered instead of asking again. A page without them, or with answers
 * that cannot be read, simply asks.
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
  for (const { queryKey, answer } of answers) queryClient.setQueryData(queryKey, answer);
}
