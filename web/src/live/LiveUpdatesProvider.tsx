import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { LiveUpdatesConnection, type LiveSocketFactory } from './LiveUpdatesConnection';
import { LiveUpdatesContext } from './LiveUpdatesContext';

interface LiveUpdatesProviderProps {
  children: ReactNode;
  /** Replaces the real Socket.IO client, for tests. */
  createSocket?: LiveSocketFactory;
}

/** Opens the one live-update connection when the app mounts and closes it when it unmounts. */
export function LiveUpdatesProvider({ children, createSocket }: LiveUpdatesProviderProps) {
  const queryClient = useQueryClient();
  const [connection] = useState(() => new LiveUpdatesConnection(queryClient, createSocket));

  useEffect(() => {
    connection.start();
    return () => connection.stop();
  }, [connection]);

  return <LiveUpdatesContext value={connection}>{children}</LiveUpdatesContext>;
}
