import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { QueryClient } from '@tanstack/react-query';
import { AUTH_API_MESSAGES } from '@referrals/contracts';
import { ApiError, apiRequest, getQueryFn } from './client';

interface Seen {
  method: string;
  contentType: string | undefined;
  body: string;
  csrf?: string | undefined;
}

describe('the API client', () => {
  let server: Server;
  let base: string;
  const seen: Seen[] = [];
  let sessionsServed = 0;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const path = request.url ?? '';
        const csrf = request.headers['x-csrf-token'] as string | undefined;
        if (path === '/api/auth/session') {
          sessionsServed += 1;
          response
            .writeHead(200, { 'Content-Type': 'application/json' })
            .end(JSON.stringify({ csrfToken: `token-${sessionsServed}` }));
          return;
        }
        seen.push({ method: request.method ?? '', contentType: request.headers['content-type'], body, csrf });
        if (path === '/needs-fresh-token' && csrf !== 'token-2') {
          response.writeHead(403, 'Forbidden', { 'Content-Type': 'application/json' }).end(
            JSON.stringify({
              statusCode: 403,
              error: AUTH_API_MESSAGES.csrfInvalid,
              message: AUTH_API_MESSAGES.csrfInvalid,
            }),
          );
        } else if (path === '/ok' || path === '/needs-fresh-token') {
          response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"hello":"world"}');
        } else if (path === '/empty') {
          response.writeHead(204).end();
        } else if (path === '/json-error') {
          response
            .writeHead(409, 'Conflict', { 'Content-Type': 'application/json' })
            .end('{"statusCode":409,"error":"Conflict","message":"Already taken"}');
        } else if (path === '/bare-error') {
          response.writeHead(503, 'Service Unavailable').end();
        } else {
          response.writeHead(401, 'Unauthorized').end('Please log in');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends a JSON content type only when there is a body', async () => {
    await apiRequest('GET', `${base}/ok`);
    await apiRequest('POST', `${base}/ok`, { a: 1 });
    expect(seen.slice(-2)).toMatchObject([
      { method: 'GET', contentType: undefined, body: '' },
      { method: 'POST', contentType: 'application/json', body: '{"a":1}' },
    ]);
  });

  it("sends the session's CSRF token with mutations only, and renews a stale one once", async () => {
    await apiRequest('GET', `${base}/ok`);
    expect(seen.at(-1)?.csrf).toBeUndefined();
    await apiRequest('POST', `${base}/ok`, { a: 1 });
    expect(seen.at(-1)?.csrf).toBe('token-1');
    await expect(apiRequest('POST', `${base}/needs-fresh-token`)).resolves.toEqual({ hello: 'world' });
    expect(seen.slice(-2).map((request) => request.csrf)).toEqual(['token-1', 'token-2']);
  });

  it('answers the parsed JSON, or null for an empty answer', async () => {
    await expect(apiRequest('GET', `${base}/ok`)).resolves.toEqual({ hello: 'world' });
    await expect(apiRequest('DELETE', `${base}/empty`)).resolves.toBeNull();
  });

  it('turns a non-OK answer into "{status}: {body text}", keeping the API message for people', async () => {
    const error = await apiRequest('POST', `${base}/json-error`, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      '409: {"statusCode":409,"error":"Conflict","message":"Already taken"}',
    );
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).userMessage).toBe('Already taken');
  });

  it('uses the status text when the error body is empty', async () => {
    const error = await apiRequest('GET', `${base}/bare-error`).catch((caught: unknown) => caught);
    expect((error as ApiError).message).toBe('503: Service Unavailable');
    expect((error as ApiError).body).toBeNull();
  });

  it('GETs the first element of the query key, and can answer null on 401', async () => {
    const client = new QueryClient();
    const data = await client.fetchQuery({
      queryKey: [`${base}/ok`],
      queryFn: getQueryFn({ on401: 'throw' }),
    });
    expect(data).toEqual({ hello: 'world' });
    const me = await client.fetchQuery({
      queryKey: [`${base}/me`],
      queryFn: getQueryFn({ on401: 'returnNull' }),
    });
    expect(me).toBeNull();
    await expect(
      client.fetchQuery({ queryKey: [`${base}/me`, 'again'], queryFn: getQueryFn({ on401: 'throw' }) }),
    ).rejects.toThrow('401: Please log in');
  });
});
