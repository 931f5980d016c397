/**
 * The JSON text `JSON.stringify` would store for `value`, with every object's keys sorted
 * (by UTF-16 code units) and no whitespace. The stores keep events as JSON (Postgres as
 * jsonb, which reorders keys), so a hash must be computed over a form that the value and
 * its stored-and-read-back copy share: same omissions, same number text, same dates.
 *
 * - Date: its ISO text (`toJSON`), null when invalid; other `toJSON` methods are honoured.
 * - Numbers: JavaScript's shortest round-trip text; NaN and ±Infinity become null, -0 becomes 0.
 * - undefined, functions and symbols: left out of objects, null in arrays and at the top.
 * - bigint: refused, because neither store can hold one (JSON.stringify throws too): convert
 *   it to a string before it goes into an event.
 * - Cycles: refused.
 */
export function canonicalJson(value: unknown): string {
  return serialize(value, '', '$', new Set()) ?? 'null';
}

/** `key` is what JSON.stringify hands to toJSON; `path` names the value in error messages. */
function serialize(input: unknown, key: string, path: string, ancestors: Set<object>): string | undefined {
  const value = withToJson(input, key);
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? JSON.stringify(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'bigint':
      throw new TypeError(`${path} is a bigint, which stored JSON cannot hold: convert it to a string`);
    case 'undefined':
    case 'function':
    case 'symbol':
      return undefined;
    case 'object':
      if (value === null) return 'null';
      if (ancestors.has(value)) throw new TypeError(`${path} refers back to itself`);
      ancestors.add(value);
      try {
        return Array.isArray(value)
          ? serializeArray(value, path, ancestors)
          : serializeObject(value, path, ancestors);
      } finally {
        ancestors.delete(value);
      }
  }
}

function withToJson(value: unknown, key: string): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (
    typeof value === 'object' &&
    value !== null &&
    'toJSON' in value &&
    typeof value.toJSON === 'function'
  ) {
    return (value.toJSON as (key: string) => unknown)(key);
  }
  return value;
}

function serializeArray(items: readonly unknown[], path: string, ancestors: Set<object>): string {
  return `[${items.map((item, index) => serialize(item, String(index), `${path}[${index}]`, ancestors) ?? 'null').join(',')}]`;
}

function serializeObject(object: object, path: string, ancestors: Set<object>): string {
  const members: string[] = [];
  const record = object as Record<string, unknown>;
  for (const key of Object.keys(record).sort()) {
    const text = serialize(record[key], key, `${path}.${key}`, ancestors);
    if (text !== undefined) members.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${members.join(',')}}`;
}
