/**
 * The section the reader is in: of the sections crossing the reading line, the first in page order;
 * when none crosses it (above the first section, or between two), the one shown before stays.
 */
export function activeSection<Id extends string>(
  order: readonly Id[],
  crossing: ReadonlySet<string>,
  previous: Id,
): Id {
  return order.find((id) => crossing.has(id)) ?? previous;
}

/**
 * IntersectionObserver's rootMargin for a one-pixel reading line `linePx` below the viewport's top:
 * a section intersects exactly while it crosses that line.
 */
export function readingLineMargin(linePx: number, viewportHeight: number): string {
  const below = Math.max(0, Math.round(viewportHeight - linePx - 1));
  return `-${Math.round(linePx)}px 0px ${below === 0 ? '0' : `-${below}`}px 0px`;
}
