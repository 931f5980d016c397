// The "other party" of the freshness benchmark, in a process of its own: many Socket.IO clients
// signed in as networkers, each noting when every invalidation reached it.
import { type ClientToServerEvents, type ServerToClientEvents, SOCKET_PATH } from '@referrals/contracts';
import { io, type Socket } from 'socket.io-client';
import type { SocketClientsCommand, SocketClientsReply, SocketArrival } from './socket-clients-protocol.js';

const sockets: Array<{ userId: string; socket: Socket<ServerToClientEvents, ClientToServerEvents> }> = [];
const arrivals = new Map<Socket, SocketArrival[]>();
let recording = false;

/** Wall-clock time with sub-millisecond precision, comparable with Postgres' clock_timestamp(). */
const now = (): number => performance.timeOrigin + performance.now();

function reply(message: SocketClientsReply): void {
  process.send!(message);
}

async function connectAll(url: string, clients: Array<{ userId: string; cookie: string }>): Promise<void> {
  await Promise.all(
    clients.map(
      ({ userId, cookie }) =>
        new Promise<void>((resolve, reject) => {
          const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(url, {
            path: SOCKET_PATH,
            transports: ['websocket'],
            extraHeaders: { Cookie: cookie, Origin: url },
          });
          const received: SocketArrival[] = [];
          arrivals.set(socket, received);
          socket.on('queries:invalidate', (message) => {
            if (recording) received.push([message.position, now()]);
          });
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
          sockets.push({ userId, socket });
        }),
    ),
  );
}

process.on('message', (command: SocketClientsCommand) => {
  switch (command.type) {
    case 'connect':
      connectAll(command.url, command.clients).then(
        () => reply({ type: 'connected', sockets: sockets.length }),
        (error: unknown) => reply({ type: 'failed', error: String(error) }),
      );
      return;
    case 'record':
      for (const list of arrivals.values()) list.length = 0;
      recording = true;
      reply({ type: 'recording' });
      return;
    case 'collect':
      recording = false;
      reply({
        type: 'collected',
        sockets: sockets.map(({ userId, socket }) => ({
          userId,
          connected: socket.connected,
          arrivals: arrivals.get(socket) ?? [],
        })),
      });
      return;
    case 'close':
      for (const { socket } of sockets) socket.close();
      process.exit(0);
  }
});
