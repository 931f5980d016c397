import { Deadlines, type PendingRequest } from './load-deadlines.js';

/** A request due at `deadlineMs` that notes when it was timed out. */
function pending(deadlineMs: number, timedOut: number[]): PendingRequest & { settled: boolean } {
  const request = {
    deadlineMs,
    settled: false,
    timeOut: () => {
      request.settled = true;
      timedOut.push(deadlineMs);
    },
  };
  return request;
}

describe('deadlines', () => {
  it('times out the requests past their deadline, oldest first, and none before it', () => {
    const timedOut: number[] = [];
    const deadlines = new Deadlines();
    const requests = [100, 200, 300, 400].map((deadline) => pending(deadline, timedOut));
    requests.forEach((request) => deadlines.add(request));
    requests[1]!.settled = true;
    deadlines.sweep(99);
    expect(timedOut).toEqual([]);
    deadlines.sweep(300);
    // The answered one (200) is passed over, not timed out.
    expect(timedOut).toEqual([100, 300]);
    expect(deadlines.size).toBe(1);
    deadlines.sweep(1000);
    expect(timedOut).toEqual([100, 300, 400]);
    expect(deadlines.size).toBe(0);
  });

  it('keeps waiting for an unanswered request, and those after it, until its deadline', () => {
    const timedOut: number[] = [];
    const deadlines = new Deadlines();
    const requests = Array.from({ length: 3000 }, (_, index) => pending(10_000 + index, timedOut));
    requests.forEach((request) => deadlines.add(request));
    requests.slice(1).forEach((request) => (request.settled = true));
    deadlines.sweep(9999);
    expect(deadlines.size).toBe(3000);
    deadlines.sweep(10_000);
    expect(timedOut).toEqual([10_000]);
    expect(deadlines.size).toBe(0);
  });
});
