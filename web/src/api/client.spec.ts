import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { QueryClient, queryOptions } from '@tanstack/react-query';
import { AUTH_API_MESSAGES } from '@referrals/contracts';
import { api, ApiError, apiUrl, routeQuery } from './client';

interface Seen {
  method: string;
  url: string;
  contentType: string | undefined;
  body: string;
  csrf?: string | undefined;
}

describe('the API client', () => {
  let server: Server;
  const realFetch = globalThis.fetch;
  const seen: Seen[] = [];
  let sessionsServed = 0;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const url = request.url ?? '';
        const csrf = request.headers['x-csrf-token'] as string | undefined;
        if (url === '/api/auth/session') {
          sessionsServed += 1;
          response
            .writeHead(200, { 'Content-Type': 'application/json' })
            .end(JSON.stringify({ csrfToken: `token-${sessionsServed}` }));
          return;
        }
        seen.push({
          method: request.method ?? '',
          url,
          contentType: request.headers['content-type'],
          body,
          csrf,
        });
        const json = (status: number, answer: unknown, statusText?: string) =>
          response
            .writeHead(status, statusText, { 'Content-Type': 'application/json' })
            .end(JSON.stringify(answer));
        if (url === '/api/auth/logout' && csrf !== 'token-2') {
          json(
            403,
            { statusCode: 403, error: AUTH_API_MESSAGES.csrfInvalid, message: AUTH_API_MESSAGES.csrfInvalid },
            'Forbidden',
          );
        } else if (url === '/api/auth/me' || url === '/api/auth/login' || url === '/api/auth/logout') {
          json(200, { hello: 'world' });
        } else if (url.startsWith('/api/notifications/')) {
          response.writeHead(204).end();
        } else if (url === '/api/companies/find-or-create') {
          json(409, { statusCode: 409, error: 'Conflict', message: 'Already taken' }, 'Conflict');
        } else if (url === '/api/health/ready') {
          response.writeHead(503, 'Service Unavailable').end();
        } else if (url.startsWith('/api/invitations/uuid/') || url.startsWith('/api/notifications')) {
          json(200, { url });
        } else {
          response.writeHead(401, 'Unauthorized').end('Please log in');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The app calls its own origin: send those relative paths to this server.
    globalThis.fetch = (input, init) =>
      realFetch(typeof input === 'string' ? `${base}${input}` : input, init);
  });
  afterAll(async () => {
    globalThis.fetch = realFetch;
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends a JSON content type only when there is a body', async () => {
    await api('GET /api/auth/me');
    await api('POST /api/auth/login', { body: { username: 'a@example.com', password: 'secret' } });
    expect(seen.slice(-2)).toMatchObject([
      { method: 'GET', url: '/api/auth/me', contentType: undefined, body: '' },
      {
        method: 'POST',
        url: '/api/auth/login',
        contentType: 'application/json',
        body: '{"username":"a@example.com","password":"secret"}',
      },
    ]);
  });

  it("sends the session's CSRF token with mutations only, and renews a stale one once", async () => {
    await api('GET /api/auth/me');
    expect(seen.at(-1)?.csrf).toBeUndefined();
    await api('POST /api/auth/login', { body: { username: 'a@example.com', password: 'secret' } });
    expect(seen.at(-1)?.csrf).toBe('token-1');
    await expect(api('POST /api/auth/logout')).resolves.toEqual({ hello: 'world' });
    expect(seen.slice(-2).map((request) => request.csrf)).toEqual(['token-1', 'token-2']);
  });

  it('answers the parsed JSON, or null for an empty answer', async () => {
    await expect(api('GET /api/auth/me')).resolves.toEqual({ hello: 'world' });
    await expect(api('DELETE /api/notifications/:id', { params: { id: 'n1' } })).resolves.toBeNull();
  });

  it("fills the route's path parameters and query in, URI-encoded, leaving undefined values out", async () => {
    await expect(api('GET /api/invitations/uuid/:slug', { params: { slug: 'a b/c' } })).resolves.toEqual({
      url: '/api/invitations/uuid/a%20b%2Fc',
    });
    await expect(api('GET /api/notifications', { query: { limit: 50, offset: 0 } })).resolves.toEqual({
      url: '/api/notifications?limit=50&offset=0',
    });
    expect(apiUrl('GET /api/conversations/:id/messages', { params: { id: 'c1' }, query: {} })).toBe(
      '/api/conversations/c1/messages',
    );
    expect(apiUrl('GET /api/auth/linkedin', { query: { invitationUuid: 'x&y' } })).toBe(
      '/api/auth/linkedin?invitationUuid=x%26y',
    );
  });

  it('turns a non-OK answer into "{status}: {body text}", keeping the API message for people', async () => {
    const error = await api('POST /api/companies/find-or-create', { body: { companyInput: 'Acme' } }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      '409: {"statusCode":409,"error":"Conflict","message":"Already taken"}',
    );
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).userMessage).toBe('Already taken');
  });

  it('uses the status text when the error body is empty', async () => {
    const error = await api('GET /api/health/ready').catch((caught: unknown) => caught);
    expect((error as ApiError).message).toBe('503: Service Unavailable');
    expect((error as ApiError).body).toBeNull();
  });

  it("caches a route's answer under the route's query key, and fetches that route", async () => {
    const client = new QueryClient();
    const notifications = queryOptions(
      routeQuery('GET /api/notifications', { query: { limit: 50, offset: 0 } }),
    );
    expect(notifications.queryKey).toEqual(['/api/notifications']);
    await expect(client.fetchQuery(notifications)).resolves.toEqual({
      url: '/api/notifications?limit=50&offset=0',
    });
    const invitation = routeQuery('GET /api/invitations/uuid/:slug', { params: { slug: 'team-link' } });
    expect(invitation.queryKey).toEqual(['/api/invitations/uuid/team-link']);
    await expect(client.fetchQuery(invitation)).resolves.toEqual({ url: '/api/invitations/uuid/team-link' });
    await expect(client.fetchQuery(routeQuery('GET /api/companies'))).rejects.toThrow('401: Please log in');
  });

  it('refuses, when the web is type-checked, a route the map lacks, a missing parameter or a wrong body', () => {
    // Never called: `npm run typecheck -w web` checks these lines.
    const refused = () => [
      // @ts-expect-error: no such route
      api('GET /api/no-such-route'),
      // @ts-expect-error: the method is part of the route
      api('POST /api/auth/session'),
      // @ts-expect-error: the path parameter is missing
      api('PATCH /api/invitations/:id', { body: { toUserId: 'u1', status: 'accepted' } }),
      // @ts-expect-error: a parameter the template does not have
      api('GET /api/auth/me', { params: { id: 'x' } }),
      // @ts-expect-error: the body is not an InvitationAnswerRequest
      api('PATCH /api/invitations/:id', { params: { id: 'i1' }, body: { status: 'maybe' } }),
      // @ts-expect-error: this route takes no body
      api('POST /api/auth/logout', { body: {} }),
      // @ts-expect-error: the key's tail is declared by the route (a filter)
      routeQuery('GET /api/disputes', { key: ['someday'] }),
    ];
    expect(typeof refused).toBe('function');
  });
});
