import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { LiveUpdateServer } from './live-update-publisher.js';
import { withPinnedStreamStart } from './stream-start.js';

/**
 * The Socket.IO adapter every process shares: packets travel through a Redis stream,
 * which survives a Redis blip without losing them (the Pub/Sub adapter would drop them).
 */
export function liveUpdateAdapter(redis: Redis, keyPrefix: string): ReturnType<typeof createAdapter> {
  return createAdapter(withPinnedStreamStart(redis), {
    streamName: `${keyPrefix}:socket.io`,
    channelPrefix: `${keyPrefix}:socket.io`,
    sessionKeyPrefix: `${keyPrefix}:sio:session:`,
    onlyPlaintext: true,
    // A blocking read returns at once when a packet arrives; a short block only makes shutdown prompt.
    blockTimeInMs: 1000,
  });
}

/** A Socket.IO server that serves no clients, for a process that only publishes (projections role). */
export function createPublishOnlyServer(redis: Redis, keyPrefix: string): LiveUpdateServer {
  return new Server({ adapter: liveUpdateAdapter(redis, keyPrefix), serveClient: false });
}
