import { describe, expect, it } from '@jest/globals';
import canonicalize from 'canonicalize';
import fc from 'fast-check';
import { canonicalJson } from './canonical-json.js';

/** An IEEE 754 double from its 16 hex digits, as RFC 8785's Appendix B lists them. */
function double(hex: string): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setBigUint64(0, BigInt(`0x${hex}`));
  return view.getFloat64(0);
}

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

  describe('is RFC 8785 (JCS) for JSON values, so other tools recompute our hashes', () => {
    it('formats the numbers of Appendix B as the RFC does', () => {
      const samples: Array<[string, string]> = [
        ['0000000000000000', '0'],
        ['8000000000000000', '0'],
        ['0000000000000001', '5e-324'],
        ['8000000000000001', '-5e-324'],
        ['7fefffffffffffff', '1.7976931348623157e+308'],
        ['ffefffffffffffff', '-1.7976931348623157e+308'],
        ['4340000000000000', '9007199254740992'],
        ['c340000000000000', '-9007199254740992'],
        ['4430000000000000', '295147905179352830000'],
        ['44b52d02c7e14af5', '9.999999999999997e+22'],
        ['44b52d02c7e14af6', '1e+23'],
        ['44b52d02c7e14af7', '1.0000000000000001e+23'],
        ['444b1ae4d6e2ef4e', '999999999999999700000'],
        ['444b1ae4d6e2ef4f', '999999999999999900000'],
        ['444b1ae4d6e2ef50', '1e+21'],
        ['3eb0c6f7a0b5ed8c', '9.999999999999997e-7'],
        ['3eb0c6f7a0b5ed8d', '0.000001'],
        ['41b3de4355555553', '333333333.3333332'],
        ['41b3de4355555554', '333333333.33333325'],
        ['41b3de4355555555', '333333333.3333333'],
        ['41b3de4355555556', '333333333.3333334'],
        ['41b3de4355555557', '333333333.33333343'],
        ['becbf647612f3696', '-0.0000033333333333333333'],
        ['43143ff3c1cb0959', '1424953923781206.2'],
      ];
      for (const [hex, text] of samples) expect([hex, canonicalJson(double(hex))]).toEqual([hex, text]);
    });

    it('canonicalizes the example of section 3.2.2: numbers, string escapes and literals', () => {
      const input: unknown = JSON.parse(
        '{"numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001], ' +
          String.raw`"string": "\u20ac$\u000F\u000aA'\u0042\u0022\u005c\\\"\/", "literals": [null, true, false]}`,
      );
      expect(canonicalJson(input)).toBe(
        '{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],' +
          String.raw`"string":"€$\u000f\nA'B\"\\\\\"/"}`,
      );
    });

    it('sorts properties by UTF-16 code units, as in section 3.2.3', () => {
      const input: unknown = JSON.parse(
        String.raw`{"\u20ac": "Euro Sign", "\r": "Carriage Return", "\ufb33": "Hebrew Letter Dalet With Dagesh",
          "1": "One", "\ud83d\ude00": "Emoji: Grinning Face", "\u0080": "Control",
          "\u00f6": "Latin Small Letter O With Diaeresis"}`,
      );
      expect(canonicalJson(input)).toBe(
        '{"\\r":"Carriage Return","1":"One","\u0080":"Control","\u00f6":"Latin Small Letter O With Diaeresis",' +
          '"\u20ac":"Euro Sign","\ud83d\ude00":"Emoji: Grinning Face","\ufb33":"Hebrew Letter Dalet With Dagesh"}',
      );
    });

    it('canonicalizes the test data of the RFC authors: structures and awkward keys', () => {
      const structures: unknown = JSON.parse(
        String.raw`{"1": {"f": {"f": "hi","F": 5} ,"\n": 56.0}, "10": { }, "": "empty", "a": { }, "111": [ { } ], "A": { }}`,
      );
      expect(canonicalJson(structures)).toBe(
        String.raw`{"":"empty","1":{"\n":56,"f":{"F":5,"f":"hi"}},"10":{},"111":[{}],"A":{},"a":{}}`,
      );
      const weird: unknown = JSON.parse(
        String.raw`{"\u20ac": "Euro Sign", "1": "One", "\u0080": "Control\u007f", "\ud83d\ude02": "Smiley",
          "\u00f6": "Latin Small Letter O With Diaeresis", "\ufb33": "Hebrew Letter Dalet With Dagesh",
          "</script>": "Browser Challenge"}`,
      );
      expect(canonicalJson(weird)).toBe(
        '{"1":"One","</script>":"Browser Challenge","\u0080":"Control\u007f","\u00f6":"Latin Small Letter O With Diaeresis",' +
          '"\u20ac":"Euro Sign","\ud83d\ude02":"Smiley","\ufb33":"Hebrew Letter Dalet With Dagesh"}',
      );
    });

    it('agrees with the canonicalize package (an RFC 8785 implementation) on any JSON value', () => {
      fc.assert(
        fc.property(fc.jsonValue({ stringUnit: 'grapheme' }), (value) => {
          expect(canonicalJson(value)).toBe(canonicalize(value));
        }),
        { numRuns: 500 },
      );
    });
  });
});
