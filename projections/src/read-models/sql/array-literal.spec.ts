import { describe, expect, it } from '@jest/globals';
import { arrayLiteral } from './array-literal.js';

describe('an array parameter', () => {
  it('quotes every element, escapes quotes and backslashes, and writes null as NULL', () => {
    expect(arrayLiteral(['Ada', '', 'O’Neil, "Jr."', '{Bo} \\ Berg', 'NULL', null, undefined])).toBe(
      '{"Ada","","O’Neil, \\"Jr.\\"","{Bo} \\\\ Berg","NULL",NULL,NULL}',
    );
  });

  it('writes numbers, big integers and booleans as text, and dates as UTC times to the millisecond', () => {
    expect(
      arrayLiteral([12.5, 9007199254740993n, true, false, new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 67))]),
    ).toBe('{"12.5","9007199254740993","true","false","2026-01-02T03:04:05.067Z"}');
  });

  it('writes an empty array as {}', () => {
    expect(arrayLiteral([])).toBe('{}');
  });
});
