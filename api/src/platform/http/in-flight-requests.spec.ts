import { EventEmitter } from 'node:events';
import { describe, expect, it } from '@jest/globals';
import type { NextFunction, Request, Response } from 'express';
import { InFlightRequests } from './in-flight-requests.js';

/** A response as the middleware sees it: headers set, and 'close' once it is over. */
class FakeResponse extends EventEmitter {
  readonly headers: Record<string, string> = {};
  setHeader(name: string, value: string): void {
    this.headers[name] = value;
  }
}

function begin(requests: InFlightRequests): FakeResponse {
  const response = new FakeResponse();
  let passedOn = false;
  requests.middleware(
    {} as Request,
    response as unknown as Response,
    (() => (passedOn = true)) as NextFunction,
  );
  expect(passedOn).toBe(true);
  return response;
}

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('InFlightRequests', () => {
  it('drains at once when nothing is in flight and no quiet period is asked for', async () => {
    expect(await new InFlightRequests().drain({ limitMs: 1000, quietMs: 0 })).toEqual({
      drained: true,
      unfinished: 0,
    });
  });

  it('waits for the requests in flight to end, whether they finished or the client left', async () => {
    const requests = new InFlightRequests();
    const first = begin(requests);
    const second = begin(requests);
    expect(requests.active).toBe(2);
    let settled = false;
    const drained = requests.drain({ limitMs: 5000, quietMs: 0 }).finally(() => (settled = true));
    first.emit('close');
    await later(60);
    expect(settled).toBe(false);
    second.emit('close');
    expect(await drained).toEqual({ drained: true, unfinished: 0 });
  });

  it('answers requests that arrive during the quiet period, and waits for them too', async () => {
    const requests = new InFlightRequests();
    const started = Date.now();
    let settled = false;
    const drained = requests.drain({ limitMs: 5000, quietMs: 150 }).finally(() => (settled = true));
    await later(100);
    const arriving = begin(requests);
    await later(100);
    expect(settled).toBe(false);
    arriving.emit('close');
    expect(await drained).toEqual({ drained: true, unfinished: 0 });
    // Quiet for 150 ms after the late request ended, about 200 ms after draining began.
    expect(Date.now() - started).toBeGreaterThanOrEqual(340);
  });

  it('gives up after the limit and says how many are still in flight', async () => {
    const requests = new InFlightRequests();
    begin(requests);
    expect(await requests.drain({ limitMs: 50, quietMs: 0 })).toEqual({ drained: false, unfinished: 1 });
  });

  it('closes the connection of every answer once draining', async () => {
    const requests = new InFlightRequests();
    const before = begin(requests);
    void requests.drain({ limitMs: 50, quietMs: 0 });
    const after = begin(requests);
    expect(before.headers).toEqual({});
    expect(after.headers).toEqual({ Connection: 'close' });
  });
});
