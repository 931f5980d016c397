import { describe, expect, it } from '@jest/globals';
import { copiesToGrow } from './log-copies.js';

describe('growing a log by copies of its first events', () => {
  it('takes as many whole copies as reach the size asked for', () => {
    expect(copiesToGrow(1_000_000, 6_503, 6_503)).toBe(153);
    expect(copiesToGrow(13_006, 6_503, 6_503)).toBe(1);
    expect(copiesToGrow(13_007, 6_503, 6_503)).toBe(2);
  });

  it('takes none when the log is large enough already, even from an empty template', () => {
    expect(copiesToGrow(50_000, 60_000, 6_503)).toBe(0);
    expect(copiesToGrow(0, 0, 0)).toBe(0);
  });

  it('refuses to grow a log from an empty template', () => {
    expect(() => copiesToGrow(50_000, 10, 0)).toThrow('cannot grow');
  });
});
