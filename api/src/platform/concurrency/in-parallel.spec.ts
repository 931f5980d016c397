import { inParallel } from './in-parallel.js';

describe('inParallel', () => {
  it('answers every result in the order of the indexes, however the work finishes', async () => {
    const results = await inParallel(5, 2, async (index) => {
      await new Promise((resolve) => setTimeout(resolve, (5 - index) * 3));
      return index * 10;
    });
    expect(results).toEqual([0, 10, 20, 30, 40]);
  });

  it('never runs more than the given number at once', async () => {
    let running = 0;
    let most = 0;
    await inParallel(9, 3, async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 2));
      running--;
    });
    expect(most).toBe(3);
  });

  it('rejects with the first failure', async () => {
    await expect(
      inParallel(3, 2, async (index) => {
        if (index === 1) throw new Error('lane failed');
        return index;
      }),
    ).rejects.toThrow('lane failed');
  });
});
