import { describe, expect, it } from '@jest/globals';
import { canonicalJson } from './canonical-json.js';

describe('canonicalJson', () => {
  it('sorts the keys of every object, at every depth, and leaves out whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: true, y: null }], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[3,{"y":null,"z":true}]},"b":1}',
    );
  });

  it('gives the same text for a value and its copy read back from stored JSON, whatever its key order', () => {
    const value = {
      when: new Date('2026-11-21T10:00:00.000Z'),
      amount: { currency: 'EUR', amountCents: 12_345 },
      ratio: 0.1 + 0.2,
      tiny: 1e-7,
      huge: 1e21,
      skipped: undefined,
      list: [undefined, () => 1, 'é\u2028"\\'],
      nested: { z: 1, a: [{ y: 2, b: 3 }] },
    };
    const storedAndRead: unknown = JSON.parse(JSON.stringify(value));
    const reordered = { nested: { a: [{ b: 3, y: 2 }], z: 1 }, ...(storedAndRead as object) };
    expect(canonicalJson(storedAndRead)).toBe(canonicalJson(value));
    expect(canonicalJson(reordered)).toBe(canonicalJson(value));
  });

  it('writes dates as their ISO text and invalid dates as null, like JSON.stringify', () => {
    expect(canonicalJson({ at: new Date(Date.UTC(2026, 10, 21, 9, 30)) })).toBe(
      '{"at":"2026-11-21T09:30:00.000Z"}',
    );
    expect(canonicalJson([new Date(Number.NaN)])).toBe('[null]');
  });

  it('writes numbers in their shortest round-trip form, non-finite ones as null and -0 as 0', () => {
    expect(canonicalJson([1, 1.5, -0, 1e21, 5e-324, Number.NaN, Number.POSITIVE_INFINITY])).toBe(
      '[1,1.5,0,1e+21,5e-324,null,null]',
    );
  });

  it('leaves undefined members out of objects and writes them as null in arrays and alone', () => {
    expect(canonicalJson({ a: undefined, b: Symbol('s'), c: 1 })).toBe('{"c":1}');
    expect(canonicalJson([undefined])).toBe('[null]');
    expect(canonicalJson(undefined)).toBe('null');
  });

  it('honours toJSON methods other than Date', () => {
    const money = { toJSON: () => ({ cents: 5, currency: 'USD' }) };
    expect(canonicalJson({ money })).toBe('{"money":{"cents":5,"currency":"USD"}}');
  });

  it('refuses a bigint, which stored JSON cannot hold, naming where it is', () => {
    expect(() => canonicalJson({ amount: { cents: 5n } })).toThrow('$.amount.cents is a bigint');
  });

  it('refuses a cycle, yet accepts the same object twice side by side', () => {
    const shared = { x: 1 };
    expect(canonicalJson({ a: shared, b: shared })).toBe('{"a":{"x":1},"b":{"x":1}}');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => canonicalJson(cyclic)).toThrow('$.self refers back to itself');
  });
});
