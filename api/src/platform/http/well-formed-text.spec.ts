import { describe, expect, it } from '@jest/globals';
import { containsMalformedText, isMalformedText } from './well-formed-text.js';

describe('malformed text', () => {
  it('finds a NUL character and unpaired surrogates, high or low, anywhere in a string', () => {
    for (const text of ['\u0000', 'a\u0000b', '\uD800', 'a\uD800', '\uDC00b', '\uDFFF\uD800', 'x\uDBFFy']) {
      expect({ text, malformed: isMalformedText(text) }).toEqual({ text, malformed: true });
    }
  });

  it('passes surrogate pairs, zero-width marks, bidi overrides and other well-formed text', () => {
    for (const text of [
      '',
      'plain',
      '👩‍👩‍👧‍👦',
      '\uD83D\uDE00',
      '\u200B\uFEFF',
      '\u202Eevil',
      'مرحبا',
      '\r\n\t',
      '\u0001',
    ]) {
      expect({ text, malformed: isMalformedText(text) }).toEqual({ text, malformed: false });
    }
  });

  it('looks into nested objects and arrays, and at keys', () => {
    expect(containsMalformedText({ a: [1, { b: ['ok', 'bad\u0000'] }] })).toBe(true);
    expect(containsMalformedText({ ['key\uD800']: 1 })).toBe(true);
    expect(containsMalformedText(['\uDC00'])).toBe(true);
    expect(containsMalformedText({ a: [1, true, null, { b: 'fine 🙂' }] })).toBe(false);
    expect(containsMalformedText(undefined)).toBe(false);
    expect(containsMalformedText(42)).toBe(false);
  });

  it('walks a value nested deeper than the call stack would allow', () => {
    let deep: unknown = 'bottom\u0000';
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(containsMalformedText(deep)).toBe(true);
  });
});
