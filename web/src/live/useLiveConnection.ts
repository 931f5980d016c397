import { useContext, useSyncExternalStore } from 'react';
import { LiveUpdatesContext } from './LiveUpdatesContext';
import type { LiveStatus } from './LiveStatus';

export interface LiveConnection {
  status: LiveStatus;
  isConnected: boolean;
  /** Reconnects so the server sees the current session (call after sign-in or sign-out). */
  reconnect: () => void;
}

export function useLiveConnection(): LiveConnection {
  const connection = useContext(LiveUpdatesContext);
  if (!connection) throw new Error('useLiveConnection must be used inside <LiveUpdatesProvider>.');
  const status = useSyncExternalStore(connection.subscribe, connection.getStatus, connection.getStatus);
  return { status, isConnected: status === 'connected', reconnect: connection.reconnect };
}
