import { EventEmitter } from 'node:events';
import { describe, expect, it } from '@jest/globals';
import { QueryClient } from '@tanstack/react-query';
import { LiveUpdatesConnection, type LiveSocketPort } from './LiveUpdatesConnection';

/** Stands in for the Socket.IO client: the test plays the server's part by emitting its events. */
class FakeSocket extends EventEmitter {
  active = true;
  connects = 0;
  connect(): this {
    this.connects++;
    return this;
  }
  disconnect(): this {
    this.active = false;
    return this;
  }
}

async function started(): Promise<{
  connection: LiveUpdatesConnection;
  socket: FakeSocket;
  client: QueryClient;
}> {
  const client = new QueryClient();
  const socket = new FakeSocket();
  const connection = new LiveUpdatesConnection(client, () => socket as unknown as LiveSocketPort);
  connection.start();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { connection, socket, client };
}

describe('the live-update connection', () => {
  it('marks exactly the query keys the server names as stale', async () => {
    const { socket, client } = await started();
    socket.emit('connect');
    client.setQueryData(['/api/invitations'], []);
    client.setQueryData(['/api/prospects', 'p1'], {});
    client.setQueryData(['/api/messages'], []);
    socket.emit('queries:invalidate', {
      keys: [['/api/invitations'], ['/api/prospects', 'p1']],
      position: '1-1',
    });
    expect(client.getQueryState(['/api/invitations'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['/api/prospects', 'p1'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['/api/messages'])?.isInvalidated).toBe(false);
  });

  it('invalidates everything on every connect: changes made before the socket joined were not heard', async () => {
    const { socket, client, connection } = await started();
    client.setQueryData(['/api/messages'], []);
    socket.emit('connect');
    expect(client.getQueryState(['/api/messages'])?.isInvalidated).toBe(true);
    expect(connection.getStatus()).toBe('connected');
    client.setQueryData(['/api/messages'], []);
    socket.emit('disconnect');
    expect(connection.getStatus()).toBe('reconnecting');
    expect(client.getQueryState(['/api/messages'])?.isInvalidated).toBe(false);
    socket.emit('connect');
    expect(client.getQueryState(['/api/messages'])?.isInvalidated).toBe(true);
  });

  it('tells subscribers when the status changes, and goes idle and deaf when stopped', async () => {
    const { socket, connection, client } = await started();
    const statuses: string[] = [];
    connection.subscribe(() => statuses.push(connection.getStatus()));
    socket.emit('connect');
    connection.stop();
    client.setQueryData(['/api/invitations'], []);
    socket.emit('queries:invalidate', { keys: [['/api/invitations']], position: '1-1' });
    expect(statuses).toEqual(['connected', 'idle']);
    expect(client.getQueryState(['/api/invitations'])?.isInvalidated).toBe(false);
    expect(socket.active).toBe(false);
  });
});
