import { expect } from '@jest/globals';
import type { Page } from '@referrals/contracts';

/**
 * A list read page by page with `limit`: exactly the whole list's items, in its order, each once; every
 * page full but the last, which has no cursor after it.
 */
export function expectWalkedPages<Item extends { id: string }>(
  pages: ReadonlyArray<Page<Item>>,
  whole: readonly Item[],
  limit: number,
): void {
  const walked = pages.flatMap((page) => page.items);
  expect(whole.length).toBeGreaterThan(1);
  expect(walked).toEqual(whole);
  expect(new Set(walked.map((item) => item.id)).size).toBe(walked.length);
  expect(pages.every((page) => page.items.length <= limit)).toBe(true);
  expect(pages.at(-1)?.nextCursor).toBeNull();
  expect(pages.slice(0, -1).every((page) => page.items.length === limit)).toBe(true);
}

/** Every page of a list, from the first, following each nextCursor until there is none (at most 100). */
export async function walkPages<P extends Page<unknown>>(
  pageAfter: (cursor: string | null) => Promise<P>,
): Promise<P[]> {
  const pages: P[] = [];
  let cursor: string | null = null;
  do {
    const page: P = await pageAfter(cursor);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor !== null && pages.length <= 100);
  return pages;
}
