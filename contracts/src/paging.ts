/**
 * One page of a list read in pages (keyset paging): its items in the list's order, and the opaque cursor
 * that asks for the page after it (null on the last page). A client sends the cursor back unchanged.
 */
export interface Page<Item> {
  items: Item[];
  nextCursor: string | null;
}

/** What the end of a list read in pages says (its own failure message beside it). */
export const PAGE_MESSAGES = {
  loadMore: 'Load more',
  loadingMore: 'Loading more…',
} as const;

/** What a page route answers (400) to a cursor it did not give out. */
export const PAGE_CURSOR_INVALID =
  'cursor is not one this list gave out: ask for the first page again, without a cursor, and follow its nextCursor.';

/** What a page route answers (400) to a limit outside 1 to its largest page. */
export const pageLimitInvalid = (maxPageSize: number) =>
  `limit must be a whole number from 1 to ${maxPageSize}.`;
