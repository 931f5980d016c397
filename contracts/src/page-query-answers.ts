import type { QueryKey } from './query-keys.js';

/**
 * A query's answer that the server already had when it sent a page (the public invitation, say): the
 * page's client starts with it in its cache instead of asking for it again.
 */
export interface PageQueryAnswer {
  queryKey: QueryKey;
  answer: unknown;
  /**
   * The answer as anyone sees it where the route answers some viewers more (an operator their own
   * invitation's prospects, say): the page's first render uses it, then the client asks for its own.
   */
  asAnyone?: true;
}

/** The id of the page's `<script type="application/json">` holding its PageQueryAnswer list. */
export const PAGE_QUERY_ANSWERS_ELEMENT_ID = 'query-answers';
