import {
  firstNotDue,
  intendedSendTimeMs,
  latencyFromIntendedMs,
  REQUEST_TIMEOUT_MS,
  requestDeadlineMs,
  scheduledRequests,
} from './load-pacing.js';

describe('load pacing', () => {
  it('sends rate × seconds requests, evenly spaced 1000 / rate ms apart from the start', () => {
    expect(scheduledRequests(300, 10)).toBe(3000);
    expect(scheduledRequests(200, 2.5)).toBe(500);
    const times = [0, 1, 2, 3, 299, 300].map((index) => intendedSendTimeMs(5000, index, 300));
    expect(times[0]).toBe(5000);
    expect(times[1]).toBeCloseTo(5003.333, 3);
    expect(times[2]! - times[1]!).toBeCloseTo(1000 / 300, 9);
    expect(times[4]).toBeCloseTo(5996.667, 3);
    // No drift: request 300 is due exactly a second after request 0.
    expect(times[5]).toBe(6000);
  });

  it('sends the requests that came due, each once, and none before its time', () => {
    // At 200 rps requests are due at 0, 5, 10, 15 ms...
    expect(firstNotDue(0, 200, 10, 0, 0)).toBe(1);
    expect(firstNotDue(0, 200, 10, 1, 4.9)).toBe(1);
    expect(firstNotDue(0, 200, 10, 1, 5)).toBe(2);
    // A timer 12 ms late catches up on every request due meanwhile, and sends none past the run's last.
    expect(firstNotDue(0, 200, 10, 2, 22)).toBe(5);
    expect(firstNotDue(0, 200, 10, 5, 1000)).toBe(10);
    expect(firstNotDue(100, 200, 10, 0, 99)).toBe(0);
  });

  it('measures latency from the intended send time, so the time a request waited to be sent counts', () => {
    const intendedMs = intendedSendTimeMs(1000, 30, 300);
    expect(intendedMs).toBe(1100);
    // Answered 5 ms after it left, but it left 1,500 ms late, behind a stalled app.
    expect(latencyFromIntendedMs(intendedMs, intendedMs + 1500 + 5)).toBe(1505);
    expect(latencyFromIntendedMs(intendedMs, 1105)).toBe(5);
  });

  it('times a request out 10 s after it was due, however late it was sent', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
    expect(requestDeadlineMs(intendedSendTimeMs(1000, 3, 200))).toBe(11_015);
    expect(requestDeadlineMs(1000, 500)).toBe(1500);
  });
});
