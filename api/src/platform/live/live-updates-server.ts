import type { Server as HttpServer } from 'node:http';
import { SOCKET_PATH, userRoom } from '@referrals/contracts';
import { liveUpdateAdapter, type LiveUpdateServer } from '@referrals/projections';
import type { RequestHandler } from 'express';
import type { SessionData } from 'express-session';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { AppConfig } from '../../config/app-config.js';

/**
 * Socket.IO on the app's own HTTP server. A client is recognised by its session cookie
 * and joins its user's room; projections address changes to those rooms, from any process.
 */
export function attachLiveUpdatesServer(
  httpServer: HttpServer,
  config: AppConfig,
  redis: Redis,
  sessionMiddleware: RequestHandler,
): LiveUpdateServer {
  const io: LiveUpdateServer = new Server(httpServer, {
    path: SOCKET_PATH,
    serveClient: false,
    adapter: liveUpdateAdapter(redis, config.redisKeyPrefix),
    cors: { origin: config.publicUrl, credentials: true },
  });
  io.engine.use(sessionMiddleware);
  io.on('connection', (socket) => {
    const session = (socket.request as { session?: SessionData }).session;
    if (session?.userId) void socket.join(userRoom(session.userId));
  });
  return io;
}
