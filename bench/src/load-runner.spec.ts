import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { runLoadPlan } from './load-runner.js';

describe('a load run as fast as the app answers', () => {
  let server: Server;
  let url: string;
  let received = 0;

  beforeAll(async () => {
    server = createServer((request, response) => {
      received++;
      request.resume();
      response.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends a fixed piece of work, maxRequests, and stops long before its seconds are up', async () => {
    received = 0;
    const result = await runLoadPlan({
      url,
      connections: 3,
      seconds: 60,
      maxRequests: 7,
      requests: { kind: 'get', path: '/api/anything', session: {} },
    });
    expect(result).toMatchObject({ sent: 7, answered: 7, non2xx: 0, timeouts: 0 });
    expect(received).toBe(7);
    expect(result.elapsedSeconds).toBeLessThan(30);
  });
});
