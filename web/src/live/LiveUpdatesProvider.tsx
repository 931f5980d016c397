import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { LiveUpdatesConnection, type LiveSocketFactory } from './LiveUpdatesConnection';
import { useSession } from '../features/auth/useSession';
import { LiveUpdatesContext } from './LiveUpdatesContext';

interface LiveUpdatesProviderProps {
  children: ReactNode;
  /** Replaces the real Socket.IO client, for tests. */
  createSocket?: LiveSocketFactory;
}

/**
 * Holds the one live-update connection, open while a user is signed in: it opens at sign-in,
 * reopens for another user (the handshake carries the new session), and closes at sign-out.
 */
export function LiveUpdatesProvider({ children, createSocket }: LiveUpdatesProviderProps) {
  const queryClient = useQueryClient();
  const [connection] = useState(() => new LiveUpdatesConnection(queryClient, createSocket));

  const { user } = useSession();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!userId) return;
    connection.start();
    return () => connection.stop();
  }, [connection, userId]);

  return <LiveUpdatesContext value={connection}>{children}</LiveUpdatesContext>;
}
