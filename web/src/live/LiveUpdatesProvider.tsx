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
 * reopens for another user or role (the handshake carries the new session, and an auditor's socket
 * joins the auditors' room), and closes at sign-out.
 */
export function LiveUpdatesProvider({ children, createSocket }: LiveUpdatesProviderProps) {
  const queryClient = useQueryClient();
  const [connection] = useState(() => new LiveUpdatesConnection(queryClient, createSocket));

  const { user } = useSession();
  const identity = user ? `${user.id}:${user.activeRole}` : null;

  useEffect(() => {
    if (!identity) return;
    connection.start();
    return () => connection.stop();
  }, [connection, identity]);

  return <LiveUpdatesContext value={connection}>{children}</LiveUpdatesContext>;
}
