import fc from 'fast-check';
import { toWire, type WireValue, WireObject, wireText } from './wire-json.js';

/** Text a careless handler trips on: lone surrogates, bidi overrides, zero-width marks, emoji, NUL, injections. */
const ODD_STRINGS = [
  '',
  ' ',
  '\uD800',
  'a\uDC00b',
  '\uDFFF\uD800',
  '\u202Eevil.exe\u202C',
  '\u200B\u200C\u200D\uFEFF',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'مرحبا بالعالم',
  'שלום',
  'Z̷̢͓a̸͔l̵g̶o̵',
  '\u0000',
  '\r\n\t',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '${jndi:ldap://x}',
  '2024-02-30T25:61:00Z',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
];

const KEYS_OF_OBJECT_PROTOTYPE = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
];

/** Long text, below and above the body size limit (many bytes per character for some). */
const longText = fc
  .tuple(fc.integer({ min: 1_000, max: 60_000 }), fc.constantFrom('x', 'é', '🙂', '\u200B'))
  .map(([length, unit]) => unit.repeat(length));

export const oddText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: longText },
);

const oddScalar: fc.Arbitrary<WireValue> = fc.oneof(
  oddText,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-1, 0, 1.5, 1e308, -1e308, 2 ** 53 + 1, 1e-320),
  fc.boolean(),
  fc.constant(null),
);

const oddKey: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...KEYS_OF_OBJECT_PROTOTYPE) },
  { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
);

/** Payloads aimed at prototype pollution, whatever field they land in. */
const pollution: fc.Arbitrary<WireValue> = fc.constantFrom<WireValue>(
  new WireObject([['__proto__', new WireObject([['isAdmin', true]])]]),
  new WireObject([['constructor', new WireObject([['prototype', new WireObject([['polluted', 1]])]])]]),
  new WireObject([['__proto__', null]]),
  new WireObject([['__proto__', []]]),
);

/** Any JSON value, shallow, with odd scalars, odd keys and pollution payloads. */
export const { value: oddValue } = fc.letrec<{ value: WireValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 2 },
    { weight: 5, arbitrary: oddScalar },
    { weight: 1, arbitrary: pollution },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 3 }) },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.tuple(oddKey, tie('value')), { maxLength: 3 })
        .map((entries) => new WireObject(entries)),
    },
  ),
}));

/**
 * An object of the endpoint's own fields: each kept as in the valid example, left out, or
 * given an odd value; then extra keys (often Object.prototype's names) with odd values.
 */
function fieldObject(fields: readonly string[], example: Record<string, unknown>): fc.Arbitrary<WireObject> {
  const names = [...new Set([...fields, ...Object.keys(example)])];
  const perField = names.map((name) => {
    const choices: fc.WeightedArbitrary<WireValue | undefined>[] = [
      { weight: 1, arbitrary: fc.constant(undefined) },
      { weight: 2, arbitrary: oddValue },
    ];
    if (name in example) choices.push({ weight: 3, arbitrary: fc.constant(toWire(example[name])) });
    return fc.oneof(...choices);
  });
  return fc
    .tuple(fc.tuple(...perField), fc.array(fc.tuple(oddKey, oddValue), { maxLength: 3 }))
    .map(([values, extras]) => {
      const kept = names.flatMap((name, index) =>
        values[index] === undefined ? [] : [[name, values[index]] as const],
      );
      return new WireObject([...kept, ...extras]);
    });
}

const MALFORMED_JSON = ['{', '{"a":', '[1,', 'nul', '{"a":1}}', "{'a':1}", '{"a":01}', '"\\ud800'];

/** A request body's JSON text for an endpoint with these fields and this valid example. */
export function fuzzedBodyText(
  fields: readonly string[],
  example: Record<string, unknown>,
): fc.Arbitrary<string> {
  const object = fieldObject(fields, example);
  return fc.oneof(
    { weight: 8, arbitrary: object.map(wireText) },
    // Arrays, strings, numbers and null where the object belongs.
    { weight: 1, arbitrary: fc.array(object, { maxLength: 2 }).map(wireText) },
    { weight: 1, arbitrary: oddScalar.map(wireText) },
    { weight: 1, arbitrary: pollution.map(wireText) },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_JSON) },
  );
}

/** A path segment: not an id, an id of nothing, or bytes that do not decode. Already URL-encoded. */
export const oddPathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.uuid().map(String),
  fc.constantFrom(
    '0',
    '-1',
    'null',
    'undefined',
    '%00',
    '%ZZ',
    '%ED%A0%80',
    '%E2%80%AE',
    '%2e%2e',
    'x'.repeat(3000),
  ),
  fc.string({ unit: 'binary', maxLength: 20 }).map((text) => {
    try {
      return encodeURIComponent(text) || 'empty';
    } catch {
      return '%ED%A0%80'; // a lone surrogate cannot be encoded: send its raw (invalid) UTF-8 instead
    }
  }),
  fc.integer().map(String),
);
