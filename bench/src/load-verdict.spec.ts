import type { LoadResult } from './load-plan.js';
import {
  COMMANDS,
  describeCounts,
  loadVerdict,
  READS,
  reportableFigures,
  unansweredOf,
  warmUp,
} from './load-verdict.js';

/** A healthy run at 300 rps for 10 s on 64 connections, with what a test changes. */
function run(changes: Partial<LoadResult> = {}): LoadResult {
  return {
    sent: 3000,
    answered: 3000,
    okPerSecond: 299.7,
    elapsedSeconds: 10.01,
    latency: { p50Ms: 4, p99Ms: 21 },
    sendLagP99Ms: 1.2,
    non2xx: 0,
    statusCodes: { '201': 3000 },
    timeouts: 0,
    connectionErrors: 0,
    connections: 64,
    seconds: 10,
    rate: 300,
    ...changes,
  };
}

describe('load verdict', () => {
  it('gives the figures of a healthy run', () => {
    expect(unansweredOf(run())).toBe(0);
    expect(loadVerdict(run(), READS)).toEqual({
      reportable: true,
      figures: { p50Ms: 4, p99Ms: 21, okPerSecond: 299.7 },
      caveat: null,
    });
  });

  it('gives no figure when a request was neither answered nor failed, since the run waits for every one', () => {
    const lost = run({ answered: 2999 });
    expect(unansweredOf(lost)).toBe(1);
    expect(loadVerdict(lost, READS)).toEqual({
      reportable: false,
      reason: '1 neither answered nor failed: the load process lost them',
    });
  });

  it('gives no figure when nothing was answered', () => {
    const silent = run({ sent: 30, answered: 0, okPerSecond: 0, elapsedSeconds: 10.1, latency: null });
    const timedOut = { ...silent, timeouts: 30, statusCodes: {} };
    expect(loadVerdict(timedOut, READS)).toEqual({
      reportable: false,
      reason: 'nothing answered; 30 timed out (10 s)',
    });
    expect(() => reportableFigures('invitations list run 1', timedOut, READS)).toThrow(
      'invitations list run 1: no figure reported: nothing answered; 30 timed out (10 s) (30 sent, 0 answered (0 not 2xx), 30 timed out, 0 connection errors, 0 unanswered, sent 1.2 ms late at p99)',
    );
  });

  it('says why the latency is large at a fixed rate the app did not keep up with: its queue grew all run', () => {
    const behind = run({ elapsedSeconds: 20, okPerSecond: 150 });
    expect(loadVerdict(behind, READS)).toEqual({
      reportable: true,
      figures: { p50Ms: 4, p99Ms: 21, okPerSecond: 150 },
      caveat:
        '3000 answered in 20.0 s, 150 a second of the 300 asked: the app did not keep up, and the latency holds the queue that grew all run',
    });
    // 90% of 300 a second: 3000 answers in at most 11.1 s.
    const caveatAfter = (elapsedSeconds: number) => {
      const verdict = loadVerdict(run({ elapsedSeconds }), READS);
      return verdict.reportable && verdict.caveat !== null;
    };
    expect(caveatAfter(11.1)).toBe(false);
    expect(caveatAfter(11.2)).toBe(true);
  });

  it('lets a warm-up fall behind its rate, and a run at saturation answer what it can', () => {
    const cold = run({ elapsedSeconds: 25 });
    expect(loadVerdict(cold, warmUp(READS))).toMatchObject({ reportable: true, caveat: null });
    expect(loadVerdict({ ...cold, answered: 2999, timeouts: 1 }, warmUp(READS)).reportable).toBe(false);
    const saturated = run({ sent: 960, answered: 960, elapsedSeconds: 10.2, rate: null, sendLagP99Ms: null });
    expect(loadVerdict(saturated, COMMANDS).reportable).toBe(true);
    expect(describeCounts(saturated)).toBe(
      '960 sent, 960 answered (0 not 2xx), 0 timed out, 0 connection errors, 0 unanswered',
    );
  });

  it('gives no figure when a request timed out or lost its connection, whatever the latency of the rest', () => {
    expect(loadVerdict(run({ answered: 2999, timeouts: 1 }), COMMANDS)).toEqual({
      reportable: false,
      reason: '1 timed out (10 s)',
    });
    expect(loadVerdict(run({ answered: 2998, connectionErrors: 2 }), COMMANDS)).toEqual({
      reportable: false,
      reason: '2 lost to connection errors',
    });
  });

  it('refuses any non-2xx answer to reads, and tolerates 1% of conflicts in commands', () => {
    const conflicts = run({ non2xx: 30, statusCodes: { '201': 2970, '409': 30 } });
    expect(loadVerdict(conflicts, COMMANDS).reportable).toBe(true);
    expect(loadVerdict(conflicts, READS)).toEqual({
      reportable: false,
      reason: '30 refused {"201":2970,"409":30}',
    });
    const tooMany = run({ non2xx: 31, statusCodes: { '201': 2969, '409': 31 } });
    expect(loadVerdict(tooMany, COMMANDS)).toEqual({
      reportable: false,
      reason: '31 refused {"201":2969,"409":31} (tolerated: 1%)',
    });
  });

  it('names every problem of a run, nothing answered first', () => {
    const broken = run({ sent: 100, answered: 0, latency: null, timeouts: 64, statusCodes: {} });
    expect(loadVerdict(broken, READS)).toEqual({
      reportable: false,
      reason:
        'nothing answered; 64 timed out (10 s); 36 neither answered nor failed: the load process lost them',
    });
  });
});
