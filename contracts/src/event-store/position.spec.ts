import { describe, expect, it } from '@jest/globals';
import { comparePositions, formatPosition, maxPosition, parsePosition, START } from './position.js';

describe('global positions', () => {
  it('order by commit first, then by prepare', () => {
    expect(comparePositions({ commit: 1n, prepare: 9n }, { commit: 2n, prepare: 1n })).toBe(-1);
    expect(comparePositions({ commit: 2n, prepare: 5n }, { commit: 2n, prepare: 4n })).toBe(1);
    expect(comparePositions({ commit: 3n, prepare: 3n }, { commit: 3n, prepare: 3n })).toBe(0);
    expect(comparePositions(START, { commit: 0n, prepare: 1n })).toBe(-1);
  });

  it('round-trip through their text form, beyond the range of a JavaScript number', () => {
    const position = { commit: 18446744073709551615n, prepare: 9007199254740993n };
    expect(formatPosition(position)).toBe('18446744073709551615-9007199254740993');
    expect(parsePosition(formatPosition(position))).toEqual(position);
  });

  it('refuse text that is not a position', () => {
    for (const text of ['', '12', '1-', '-1-2', '1-2-3', 'a-b', '1.2']) {
      expect(() => parsePosition(text)).toThrow(RangeError);
    }
  });

  it('pick the later of two', () => {
    const early = { commit: 1n, prepare: 1n };
    const late = { commit: 1n, prepare: 2n };
    expect(maxPosition(early, late)).toBe(late);
    expect(maxPosition(late, early)).toBe(late);
  });
});
