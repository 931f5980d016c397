import { type MemorySample, residentGrowth } from './soak-benchmark.js';

const RUN_MS = 600_000;

/** Samples every 5 s of a 10-minute run, resident memory given by `kbAt(ms)`. */
function trace(kbAt: (ms: number) => number): MemorySample[] {
  return Array.from({ length: RUN_MS / 5000 + 1 }, (_, index) => ({
    atMs: index * 5000,
    kb: kbAt(index * 5000),
  }));
}

/** Garbage piling up from `floorKb` by `toothKb` over each 150-second tooth, then collected. */
function sawtooth(floorKb: (ms: number) => number, toothKb: number): (ms: number) => number {
  return (ms) => floorKb(ms) + ((ms % 150_000) / 150_000) * toothKb;
}

describe('resident memory growth over the soak', () => {
  it('finds no growth in a sawtooth of collected garbage, wherever the run starts in a tooth', () => {
    for (const shiftMs of [0, 40_000, 90_000, 130_000]) {
      const kbAt = sawtooth(() => 320_000, 200_000);
      const { growthPct } = residentGrowth(
        trace((ms) => kbAt(ms + shiftMs)),
        RUN_MS,
      );
      expect(Math.abs(growthPct)).toBeLessThan(5);
    }
  });

  it('finds memory that collections do not return', () => {
    const leaking = sawtooth((ms) => 320_000 + (ms / RUN_MS) * 100_000, 200_000);
    const { growthPct } = residentGrowth(trace(leaking), RUN_MS);
    expect(growthPct).toBeGreaterThan(15);
  });

  it('compares the median of the first and last quarter', () => {
    const { firstKb, lastKb, growthPct } = residentGrowth(
      [
        { atMs: 0, kb: 100 },
        { atMs: 100_000, kb: 120 },
        { atMs: 200_000, kb: 999 },
        { atMs: 500_000, kb: 130 },
        { atMs: 600_000, kb: 150 },
      ],
      RUN_MS,
    );
    expect([firstKb, lastKb]).toEqual([110, 140]);
    expect(growthPct).toBeCloseTo(27.27, 2);
  });
});
