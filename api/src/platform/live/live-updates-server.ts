import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { AUDITORS_ROOM, SOCKET_PATH, sessionRoom, userRoom } from '@referrals/contracts';
import { liveUpdateAdapter, type LiveUpdateServer } from '@referrals/projections';
import type { RequestHandler } from 'express';
import type { Session, SessionData } from 'express-session';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { AppConfig } from '../../config/app-config.js';

type SessionRequest = IncomingMessage & { session?: Session & Partial<SessionData>; sessionID?: string };

/**
 * A handshake is accepted from the app's public origin, or from the origin the request was
 * addressed to (same-origin, e.g. 127.0.0.1 instead of localhost); a page of another site
 * cannot open a socket with the user's cookie. Browsers name the origin on every cross-site
 * request and WebSocket; they leave it out of same-origin polling GETs.
 */
export function isAllowedSocketOrigin(request: IncomingMessage, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return request.headers['sec-fetch-site'] !== 'cross-site';
  if (origin === new URL(publicUrl).origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * Socket.IO on the app's own HTTP server. Only a signed-in session may connect; its sockets
 * join the user's room (projections address changes to it, from any process) and the
 * session's room (signing the session out ends them).
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
    allowRequest: (request, callback) => callback(null, isAllowedSocketOrigin(request, config.publicUrl)),
  });
  io.engine.use(sessionMiddleware);
  io.use((socket, next) => {
    const request = socket.request as SessionRequest;
    if (request.session?.userId) next();
    else next(new Error('Please log in'));
  });
  io.on('connection', (socket) => {
    const request = socket.request as SessionRequest;
    const userId = request.session?.userId;
    if (!userId) return void socket.disconnect(true);
    const rooms = [userRoom(userId), sessionRoom(request.sessionID ?? request.session!.id)];
    if (request.session?.activeRole === 'auditor') rooms.push(AUDITORS_ROOM);
    void socket.join(rooms);
  });
  return io;
}
