import { createRequire } from 'node:module';

/** node-postgres's own conversion of a parameter to the text it sends (`pg/lib/utils`, untyped upstream). */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: (value: unknown) => string | Buffer | null;
};

const MAX_INLINED_LENGTH = 16_384;

/**
 * The statement with its parameters written in as literals, for a simple query that carries more
 * than one statement (the extended protocol takes one statement per round trip). Each value becomes
 * the text node-postgres would have sent for it, quoted as a literal of unknown type: PostgreSQL infers
 * its type as it does for an untyped parameter. Null when the statement cannot be inlined safely: text
 * that quotes anything itself (a `$n` inside a quote is no parameter), a binary value, or values too long
 * to be worth escaping.
 */
export function inlineParameters(
  text: string,
  values: readonly unknown[] | undefined,
  escapeLiteral: (value: string) => string,
): string | null {
  if (text.includes("'") || text.includes('$$')) return null;
  const prepared = (values ?? []).map((value) => prepareValue(value));
  if (!prepared.every((value): value is string | null => value === null || typeof value === 'string')) {
    return null;
  }
  // Escaping walks the text in JavaScript: worth it for a live batch, not for a rebuild's large ones.
  if (prepared.reduce((length, value) => length + (value?.length ?? 0), 0) > MAX_INLINED_LENGTH) return null;
  const literals = prepared.map((value) => (value === null ? 'NULL' : escapeLiteral(value)));
  let complete = true;
  const inlined = text.replace(/\$(\d+)/g, (_placeholder, digits: string) => {
    const literal = literals[Number(digits) - 1];
    if (literal === undefined) complete = false;
    return literal ?? '';
  });
  return complete ? inlined : null;
}
