import type { LoadPlan } from './load-plan.js';
import { LoadRecorder } from './load-recorder.js';

const plan: LoadPlan = {
  url: 'http://127.0.0.1:1',
  requests: { kind: 'get', path: '/', session: {} },
  connections: 8,
  seconds: 2,
  rate: 50,
};

describe('load recorder', () => {
  it('counts how each request ended and takes percentiles of the answered ones only', () => {
    const recorder = new LoadRecorder();
    for (let index = 0; index < 100; index++) {
      recorder.sending(index === 0 ? 7 : 0.5);
      const atMs = 1000 + index * 20;
      if (index === 40) recorder.settled({ kind: 'timedOut' }, atMs);
      else if (index === 41) recorder.settled({ kind: 'connectionError' }, atMs);
      else if (index < 45) recorder.settled({ kind: 'answered', status: 409, latencyMs: 3 }, atMs);
      // One slow answer in 98 is more than 1% of them: the p99 (the 98th of 98, rounded up) is it.
      else recorder.settled({ kind: 'answered', status: 201, latencyMs: index === 99 ? 1500 : 5 }, atMs);
    }
    const result = recorder.result(plan, 1000 - 5);
    expect(result).toMatchObject({
      sent: 100,
      answered: 98,
      non2xx: 43,
      statusCodes: { '201': 55, '409': 43 },
      timeouts: 1,
      connectionErrors: 1,
      connections: 8,
      seconds: 2,
      rate: 50,
      elapsedSeconds: 1.985,
      okPerSecond: 55 / 1.985,
    });
    // 3 significant digits: latencies are kept to within 0.1%.
    expect(result.latency!.p50Ms).toBeCloseTo(5, 1);
    expect(result.latency!.p99Ms).toBeGreaterThanOrEqual(1500);
    expect(result.latency!.p99Ms).toBeLessThanOrEqual(1501.5);
    expect(result.sendLagP99Ms).toBeCloseTo(0.5, 1);
  });

  it('puts the slowest answers in the p99 once they are more than 1% of them', () => {
    const recorder = new LoadRecorder();
    for (let index = 0; index < 1000; index++) {
      recorder.sending(0);
      recorder.settled({ kind: 'answered', status: 200, latencyMs: index < 980 ? 5 : 1500 - index }, index);
    }
    const { latency } = recorder.result(plan, 0);
    expect(latency!.p50Ms).toBeCloseTo(5, 1);
    // The 990th of 1,000 answers, 510 ms (the slow ones are 501 to 520 ms), to within 0.1%.
    expect(latency!.p99Ms).toBeGreaterThanOrEqual(510);
    expect(latency!.p99Ms).toBeLessThanOrEqual(510.6);
  });

  it('gives no latency when nothing was answered, and no send lag at saturation', () => {
    const recorder = new LoadRecorder();
    recorder.sending();
    recorder.settled({ kind: 'timedOut' }, 10_000);
    const result = recorder.result({ ...plan, rate: undefined }, 0);
    expect(result).toMatchObject({ latency: null, sendLagP99Ms: null, rate: null, okPerSecond: 0 });
    expect(result.elapsedSeconds).toBe(10);
  });
});
