import { type ClientToServerEvents, type ServerToClientEvents, SOCKET_PATH } from '@referrals/contracts';
import { io, type Socket } from 'socket.io-client';

export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A Socket.IO client for the app's own origin, sending the session cookie; it connects when told to. */
export function createLiveSocket(): LiveSocket {
  return io({ path: SOCKET_PATH, withCredentials: true, autoConnect: false });
}
