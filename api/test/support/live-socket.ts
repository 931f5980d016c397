import {
  type ClientToServerEvents,
  type QueryInvalidation,
  type ServerToClientEvents,
  SOCKET_PATH,
} from '@referrals/contracts';
import { io, type Socket } from 'socket.io-client';

export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * A live-update socket that sends this cookie from the app's own page (its origin), as a
 * signed-in browser would; keeps every invalidation it gets.
 */
export async function connectLiveSocket(
  url: string,
  cookie: string,
  options: { origin?: string } = {},
): Promise<{ socket: LiveSocket; received: QueryInvalidation[] }> {
  const socket: LiveSocket = io(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { Cookie: cookie, Origin: options.origin ?? url },
  });
  const received: QueryInvalidation[] = [];
  socket.on('queries:invalidate', (message) => received.push(message));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, received };
}

/**
 * The invalidation caused by the event at `position`, once it has arrived (undefined after `timeoutMs`,
 * generous for a loaded machine: a test that expects none passes a short bound of its own).
 */
export async function invalidationAt(
  received: readonly QueryInvalidation[],
  position: string,
  timeoutMs = 15_000,
): Promise<QueryInvalidation | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = received.find((message) => message.position === position);
    if (found || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Whether an invalidation named this key, once one has (a command's events may be projected by several
 * projectors, each sending its own message, and its last event need not be the one that changes the
 * key's screen); false after `timeoutMs`.
 */
export async function keyInvalidated(
  received: readonly QueryInvalidation[],
  key: readonly unknown[],
  timeoutMs = 15_000,
): Promise<boolean> {
  const wanted = JSON.stringify(key);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const named = received.some((message) => message.keys.some((each) => JSON.stringify(each) === wanted));
    if (named || Date.now() > deadline) return named;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
