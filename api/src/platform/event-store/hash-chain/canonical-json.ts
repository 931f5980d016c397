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
  return serialize(value, '', { ancestors: [], keys: [] }) ?? 'null';
}

/**
 * The objects and keys from the top down to the value in hand: cycles are found among the
 * ancestors, and the path for an error message is spelled from the keys only when one is thrown
 * (building it for every value took most of the time of hashing an event).
 */
interface Trail {
  ancestors: object[];
  keys: Array<string | number>;
}

function pathOf(trail: Trail): string {
  return `$${trail.keys.map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`)).join('')}`;
}

/** `key` is what JSON.stringify hands to toJSON. */
function serialize(input: unknown, key: string, trail: Trail): string | undefined {
  const value = withToJson(input, key);
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? JSON.stringify(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'bigint':
      throw new TypeError(
        `${pathOf(trail)} is a bigint, which stored JSON cannot hold: convert it to a string`,
      );
    case 'undefined':
    case 'function':
    case 'symbol':
      return undefined;
    case 'object':
      if (value === null) return 'null';
      if (trail.ancestors.includes(value)) throw new TypeError(`${pathOf(trail)} refers back to itself`);
      trail.ancestors.push(value);
      try {
        return Array.isArray(value) ? serializeArray(value, trail) : serializeObject(value, trail);
      } finally {
        trail.ancestors.pop();
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

function serializeArray(items: readonly unknown[], trail: Trail): string {
  let text = '[';
  for (let index = 0; index < items.length; index++) {
    trail.keys.push(index);
    text += `${index > 0 ? ',' : ''}${serialize(items[index], String(index), trail) ?? 'null'}`;
    trail.keys.pop();
  }
  return `${text}]`;
}

function serializeObject(object: object, trail: Trail): string {
  const record = object as Record<string, unknown>;
  let text = '{';
  let first = true;
  for (const key of Object.keys(record).sort()) {
    trail.keys.push(key);
    const member = serialize(record[key], key, trail);
    trail.keys.pop();
    if (member === undefined) continue;
    text += `${first ? '' : ','}${JSON.stringify(key)}:${member}`;
    first = false;
  }
  return `${text}}`;
}
