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
