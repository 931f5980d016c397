/**
 * An email address or web address cut where a line may break without splitting a word: before each
 * @, dot and slash (the typographic convention, so the mark starts the next line and the reader sees
 * the address continues). "nora.networker@example.com" gives "nora", ".networker", "@example", ".com".
 */
export function addressSegments(address: string): string[] {
  return address.split(/(?=[@./])/);
}
