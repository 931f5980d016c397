import { meetsTarget, median, percentile, rounded } from './bench-metrics.js';

describe('bench figures', () => {
  it('takes the median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('takes nearest-rank percentiles', () => {
    const samples = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
  });

  it('judges a figure against its target in the right direction', () => {
    expect(meetsTarget('append.ratio_vs_insert', 0.6)).toBe(true);
    expect(meetsTarget('append.ratio_vs_insert', 0.59)).toBe(false);
    expect(meetsTarget('freshness.p99_ms', 101)).toBe(false);
    expect(meetsTarget('unknown', 1)).toBeNull();
  });

  it('rounds large figures to whole numbers and small ones to two decimals', () => {
    expect(rounded(1234.56)).toBe(1235);
    expect(rounded(0.6789)).toBe(0.68);
  });
});
