/** "1 business day", "5 business days": a count with its unit, for sentences of the legal text. */
export function countOf(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}
