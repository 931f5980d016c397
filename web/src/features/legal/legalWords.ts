/** "1 business day", "5 business days": a count with its unit, for sentences of the legal text. */
export function countOf(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/**
 * "A, B, or C": alternatives as en-US lists them (Intl.ListFormat's disjunction), without Intl, whose
 * first use in a page loads ICU's data (tens of milliseconds) while the page is taken over.
 */
export function oneOf(items: readonly string[]): string {
  if (items.length <= 2) return items.join(' or ');
  return `${items.slice(0, -1).join(', ')}, or ${items.at(-1)}`;
}
