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

describe('InFlightRequests', () => {
  it('drains at once when nothing is in flight', async () => {
    expect(await new InFlightRequests().drain(1000)).toEqual({ drained: true, unfinished: 0 });
  });

  it('waits for the requests in flight to end, whether they finished or the client left', async () => {
    const requests = new InFlightRequests();
    const first = begin(requests);
    const second = begin(requests);
    expect(requests.active).toBe(2);
    const drained = requests.drain(5000);
    first.emit('close');
    let settled = false;
    void drained.then(() => (settled = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    second.emit('close');
    expect(await drained).toEqual({ drained: true, unfinished: 0 });
  });

  it('gives up after the limit and says how many are still in flight', async () => {
    const requests = new InFlightRequests();
    begin(requests);
    expect(await requests.drain(20)).toEqual({ drained: false, unfinished: 1 });
  });

  it('closes the connection of every answer once draining', async () => {
    const requests = new InFlightRequests();
    const before = begin(requests);
    void requests.drain(20);
    const after = begin(requests);
    expect(before.headers).toEqual({});
    expect(after.headers).toEqual({ Connection: 'close' });
  });
});
