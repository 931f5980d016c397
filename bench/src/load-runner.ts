import { setTimeout as sleep } from 'node:timers/promises';
import { type Dispatcher, Pool } from 'undici';
import { Deadlines, type PendingRequest } from './load-deadlines.js';
import {
  firstNotDue,
  intendedSendTimeMs,
  latencyFromIntendedMs,
  requestDeadlineMs,
  scheduledRequests,
} from './load-pacing.js';
import type { LoadPlan, LoadResult } from './load-plan.js';
import { LoadRecorder, type RequestOutcome } from './load-recorder.js';
import { type LoadRequest, requestAt } from './load-requests.js';

/** How often requests past their deadline are timed out: up to this long after their 10 s. */
const SWEEP_MS = 100;

/** Runs a load plan against the app over a pool of keep-alive connections, and answers what it measured. */
export async function runLoadPlan(plan: LoadPlan): Promise<LoadResult> {
  const pool = new Pool(new URL(plan.url).origin, { connections: plan.connections, pipelining: 1 });
  const recorder = new LoadRecorder();
  const deadlines = new Deadlines();
  const sweeper = setInterval(() => deadlines.sweep(performance.now()), SWEEP_MS);
  let connectionErrorShown = false;
  const showFirstConnectionError = (error: Error) => {
    if (connectionErrorShown) return;
    connectionErrorShown = true;
    console.error(`  load: first connection error of the run: ${error.message}`);
  };
  const send = (request: LoadRequest, intendedMs: number): Promise<void> => {
    const inFlight = new InFlightRequest(intendedMs, recorder, showFirstConnectionError);
    deadlines.add(inFlight);
    pool.dispatch(request, inFlight);
    return inFlight.done;
  };
  try {
    const startMs = plan.rate
      ? await openLoop(plan, plan.rate, send, recorder)
      : await closedLoop(plan, send, recorder);
    return recorder.result(plan, startMs);
  } finally {
    clearInterval(sweeper);
    await pool.destroy();
  }
}

type Send = (request: LoadRequest, intendedMs: number) => Promise<void>;

/**
 * One request on its way, due at `intendedMs`: it records how it ended, once. Answered: its latency runs
 * to the end of the answer; timed out: by the deadline sweep, 10 s after it was due (see load-pacing.ts),
 * the wait for a free connection included; or lost to a connection error. Callbacks rather than a body
 * stream per answer: the load process then needs about a third of the CPU per request, and it shares the
 * machine's cores with the app.
 */
class InFlightRequest implements PendingRequest, Dispatcher.DispatchHandler {
  readonly deadlineMs: number;
  readonly done: Promise<void>;
  settled = false;
  private readonly finish: () => void;
  private controller: Dispatcher.DispatchController | null = null;
  private status = 0;

  constructor(
    private readonly intendedMs: number,
    private readonly recorder: LoadRecorder,
    private readonly showConnectionError: (error: Error) => void,
  ) {
    this.deadlineMs = requestDeadlineMs(intendedMs);
    let finish = () => {};
    this.done = new Promise((resolve) => (finish = resolve));
    this.finish = finish;
  }

  timeOut(): void {
    this.settle({ kind: 'timedOut' }, performance.now());
    this.controller?.abort(new Error('timed out'));
  }

  /** Called when the request gets a connection (again, if retried on another). */
  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    if (this.settled) controller.abort(new Error('timed out'));
  }

  onResponseStart(_: Dispatcher.DispatchController, statusCode: number): void {
    this.status = statusCode;
  }

  onResponseData(): void {}

  onResponseEnd(): void {
    const answeredAtMs = performance.now();
    const latencyMs = latencyFromIntendedMs(this.intendedMs, answeredAtMs);
    this.settle({ kind: 'answered', status: this.status, latencyMs }, answeredAtMs);
  }

  onResponseError(_: Dispatcher.DispatchController, error: Error): void {
    if (!this.settled) this.showConnectionError(error);
    this.settle({ kind: 'connectionError' }, performance.now());
  }

  private settle(outcome: RequestOutcome, atMs: number): void {
    if (this.settled) return;
    this.settled = true;
    this.recorder.settled(outcome, atMs);
    this.finish();
  }
}

/**
 * A fixed rate: request i is due i × 1000 / rate ms after the start, and is sent then whatever the app
 * does with the ones before (an open loop). The run then waits for every request still open, up to its
 * timeout. Answers the start on the monotonic clock.
 */
async function openLoop(plan: LoadPlan, rate: number, send: Send, recorder: LoadRecorder): Promise<number> {
  const total = scheduledRequests(rate, plan.seconds);
  const open = new Set<Promise<void>>();
  const startMs = performance.now();
  let next = 0;
  while (next < total) {
    const nowMs = performance.now();
    for (const due = firstNotDue(startMs, rate, total, next, nowMs); next < due; next++) {
      const intendedMs = intendedSendTimeMs(startMs, next, rate);
      const request = requestAt(plan.requests, next);
      recorder.sending(nowMs - intendedMs);
      const answer = send(request, intendedMs).finally(() => open.delete(answer));
      open.add(answer);
    }
    if (next < total) await sleep(intendedSendTimeMs(startMs, next, rate) - performance.now());
  }
  await Promise.all(open);
  return startMs;
}

/**
 * As fast as the app answers: each connection sends its next request when the last is answered, until
 * the plan's seconds are up or its requests are all sent; the requests then open are waited for.
 * Answers the start.
 */
async function closedLoop(plan: LoadPlan, send: Send, recorder: LoadRecorder): Promise<number> {
  const startMs = performance.now();
  const stopMs = startMs + plan.seconds * 1000;
  const total = plan.maxRequests ?? Number.POSITIVE_INFINITY;
  let next = 0;
  // A request that cannot be built (a plan with too few prospects) stops every connection's loop.
  let failed = false;
  const connection = async () => {
    try {
      while (!failed && next < total && performance.now() < stopMs) {
        const request = requestAt(plan.requests, next++);
        recorder.sending();
        await send(request, performance.now());
      }
    } catch (error) {
      failed = true;
      throw error;
    }
  };
  const loops = await Promise.allSettled(Array.from({ length: plan.connections }, connection));
  const failure = loops.find((loop) => loop.status === 'rejected');
  if (failure) throw failure.reason;
  return startMs;
}
