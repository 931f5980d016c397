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
 * Rooms told the same keys share one broadcast (one packet encoded, one entry in the Redis
 * stream): a batch tells its networkers the same list keys, whoever they are.
 */
export class SocketIoLiveUpdatePublisher implements LiveUpdatePublisher {
  constructor(private readonly io: LiveUpdateServer) {}

  publish(invalidations: ReadonlyMap<string, readonly QueryKey[]>, position: GlobalPosition): void {
    const text = formatPosition(position);
    for (const { rooms, keys } of roomsByKeys(invalidations)) {
      this.io.to(rooms).emit('queries:invalidate', { keys, position: text });
    }
  }
}

/** The rooms with keys to refresh, grouped by the same set of keys (in any order: the first room's is told). */
export function roomsByKeys(
  invalidations: ReadonlyMap<string, readonly QueryKey[]>,
): Array<{ rooms: string[]; keys: QueryKey[] }> {
  const groups = new Map<string, { rooms: string[]; keys: QueryKey[] }>();
  for (const [room, keys] of invalidations) {
    if (keys.length === 0) continue;
    const set = keys
      .map((key) => JSON.stringify(key))
      .sort()
      .join('\n');
    const group = groups.get(set);
    if (group) group.rooms.push(room);
    else groups.set(set, { rooms: [room], keys: [...keys] });
  }
  return [...groups.values()];
}
