/**
 * JSON as it goes on the wire. Objects are lists of entries so that keys such as `__proto__`
 * reach the server as written (JSON.stringify of a JS object would drop or rename them).
 */
export type WireValue = null | boolean | number | string | WireValue[] | WireObject;

export class WireObject {
  constructor(readonly entries: ReadonlyArray<readonly [string, WireValue]>) {}
}

/** A plain JSON value as a wire value. */
export function toWire(value: unknown): WireValue {
  if (Array.isArray(value)) return value.map(toWire);
  if (value !== null && typeof value === 'object') {
    return new WireObject(Object.entries(value).map(([key, field]) => [key, toWire(field)] as const));
  }
  return value as WireValue;
}

/** The JSON text of a wire value (lone surrogates come out as \uXXXX escapes, which JSON allows). */
export function wireText(value: WireValue): string {
  if (value instanceof WireObject) {
    return `{${value.entries.map(([key, field]) => `${JSON.stringify(key)}:${wireText(field)}`).join(',')}}`;
  }
  if (Array.isArray(value)) return `[${value.map(wireText).join(',')}]`;
  return JSON.stringify(value);
}
