/** What an array parameter of a batch statement holds: node-postgres's own conversions for each. */
export type ArrayElement = string | number | bigint | boolean | Date | null | undefined;

const ESCAPED = /[\\"]/;

function element(value: ArrayElement): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'string') {
    return ESCAPED.test(value) ? `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"` : `"${value}"`;
  }
  if (value instanceof Date) return `"${value.toISOString()}"`;
  return `"${String(value)}"`;
}

/**
 * A Postgres array literal of `values`, for a `$n::type[]` parameter of a batch statement (`unnest`). It
 * is what node-postgres writes for a JavaScript array, built in one pass: its generic conversion (type
 * checks, two replacements and a local-time date for each element) took a fifth of a rebuild's Node time.
 * Every element is quoted, so no text can split an element or close the array; dates are written in UTC.
 */
export function arrayLiteral(values: readonly ArrayElement[]): string {
  return `{${values.map(element).join(',')}}`;
}
