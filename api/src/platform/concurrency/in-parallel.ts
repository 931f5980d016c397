/** Runs `work` for 0…count−1, `concurrency` at a time; answers the results in order. */
export async function inParallel<T>(
  count: number,
  concurrency: number,
  work: (index: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  const lanes = Array.from({ length: Math.min(concurrency, count) }, async () => {
    while (next < count) {
      const index = next++;
      results[index] = await work(index);
    }
  });
  await Promise.all(lanes);
  return results;
}
