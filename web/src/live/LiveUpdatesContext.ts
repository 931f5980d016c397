import { createContext } from 'react';
import type { LiveUpdatesConnection } from './LiveUpdatesConnection';

export const LiveUpdatesContext = createContext<LiveUpdatesConnection | null>(null);
