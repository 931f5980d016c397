import {
  type ClientToServerEvents,
  formatPosition,
  type GlobalPosition,
  type QueryKey,
  type ServerToClientEvents,
} from '@referrals/contracts';
import type { Server } from 'socket.io';

/** Tells clients which query keys changed after a projection batch committed. */
export interface LiveUpdatePublisher {
  publish(invalidations: ReadonlyMap<string, readonly QueryKey[]>, position: GlobalPosition): void;
}

export type LiveUpdateServer = Server<ClientToServerEvents, ServerToClientEvents>;

/**
 * Publishes through a Socket.IO server. With the Redis Streams adapter attached, rooms
 * are reached on every API process, also from a process that serves no HTTP itself.
 */
export class SocketIoLiveUpdatePublisher implements LiveUpdatePublisher {
  constructor(private readonly io: LiveUpdateServer) {}

  publish(invalidations: ReadonlyMap<string, readonly QueryKey[]>, position: GlobalPosition): void {
    const text = formatPosition(position);
    for (const [room, keys] of invalidations) {
      if (keys.length > 0) this.io.to(room).emit('queries:invalidate', { keys: [...keys], position: text });
    }
  }
}
