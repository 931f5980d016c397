import type { QueryKey } from './query-keys.js';

/** Socket.IO is served on the app's own URL at this path. */
export const SOCKET_PATH = '/socket.io';

/** Each signed-in user's sockets join this room; projections address changes to it. */
export function userRoom(userId: string): string {
  return `user:${userId}`;
}

/** Sockets of sessions acting as auditor join this room: the disputes queue changes for all of them. */
export const AUDITORS_ROOM = 'role:auditor';

/** Room of one browser session's sockets, so signing that session out can end them. */
export function sessionRoom(sessionId: string): string {
  return `session:${sessionId}`;
}

export interface QueryInvalidation {
  /** The query keys whose data changed; the client refetches them if it shows them. */
  keys: QueryKey[];
  /** Position ("<commit>-<prepare>") of the last event that caused the change. */
  position: string;
}

export interface ServerToClientEvents {
  'queries:invalidate': (message: QueryInvalidation) => void;
}

export type ClientToServerEvents = Record<string, never>;
