import type { QueryInvalidation } from '@referrals/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LiveSocket } from './createLiveSocket';
import type { LiveStatus } from './LiveStatus';

/** The part of a Socket.IO client this class uses, so tests can hand it a fake. */
export type LiveSocketPort = Pick<LiveSocket, 'on' | 'off' | 'connect' | 'disconnect' | 'active'>;

export type LiveSocketFactory = () => LiveSocketPort | Promise<LiveSocketPort>;

/** Socket.IO's client is loaded after the first paint: nothing on screen waits for it. */
const loadLiveSocket: LiveSocketFactory = async () => (await import('./createLiveSocket')).createLiveSocket();

/**
 * Keeps TanStack Query in step with the server: invalidates the query keys the server names, and on
 * every connect invalidates everything, since changes made before it were not heard: while away, or,
 * on the first connect, between the page's first fetches and the socket joining the user's room.
 * Exposes the connection status as an external store for React.
 */
export class LiveUpdatesConnection {
  private socket: LiveSocketPort | null = null;
  /** Bumped by every start and stop, so a socket that arrives after a stop is dropped. */
  private generation = 0;
  private started = false;
  private status: LiveStatus = 'idle';
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly queryClient: QueryClient,
    private readonly createSocket: LiveSocketFactory = loadLiveSocket,
  ) {}

  start(): void {
    if (this.started) return;
    this.started = true;
    const generation = ++this.generation;
    this.setStatus('connecting');
    Promise.resolve()
      .then(this.createSocket)
      .then(
        (socket) => {
          if (generation === this.generation) this.attach(socket);
        },
        () => {
          if (generation === this.generation) this.setStatus('offline');
        },
      );
  }

  stop(): void {
    if (!this.started) return;
    this.started = false;
    this.generation++;
    const socket = this.socket;
    this.socket = null;
    this.setStatus('idle');
    if (!socket) return;
    socket.off('connect', this.onConnect);
    socket.off('disconnect', this.onDisconnect);
    socket.off('connect_error', this.onConnectError);
    socket.off('queries:invalidate', this.onQueriesInvalidate);
    socket.disconnect();
  }

  /** Opens a fresh connection, e.g. after sign-in or sign-out so the handshake carries the new session. */
  readonly reconnect = (): void => {
    this.socket?.disconnect();
    this.socket?.connect();
  };

  readonly getStatus = (): LiveStatus => this.status;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private attach(socket: LiveSocketPort): void {
    this.socket = socket;
    socket.on('connect', this.onConnect);
    socket.on('disconnect', this.onDisconnect);
    socket.on('connect_error', this.onConnectError);
    socket.on('queries:invalidate', this.onQueriesInvalidate);
    socket.connect();
  }

  private readonly onConnect = (): void => {
    // Everything is invalidated, though only what is on screen refetches now: the rest would otherwise
    // be served as fresh later, although its changes may have been missed before this connect. On a
    // page load that costs one more fetch of what is on screen; without it, a notification written
    // while the socket was still connecting waited for the 30-second fallback poll.
    void this.queryClient.invalidateQueries();
    this.setStatus('connected');
  };

  private readonly onDisconnect = (): void => {
    this.setStatus(this.socket?.active ? 'reconnecting' : 'offline');
  };

  private readonly onConnectError = (): void => {
    if (!this.socket?.active) this.setStatus('offline');
  };

  private readonly onQueriesInvalidate = ({ keys }: QueryInvalidation): void => {
    for (const queryKey of keys) void this.queryClient.invalidateQueries({ queryKey });
  };

  private setStatus(next: LiveStatus): void {
    if (next === this.status) return;
    this.status = next;
    for (const listener of this.listeners) listener();
  }
}
