/** An invalidation's position ("<commit>-<prepare>") and when it arrived (epoch ms, fractional). */
export type SocketArrival = [position: string, arrivedAtMs: number];

export type SocketClientsCommand =
  | { type: 'connect'; url: string; clients: Array<{ userId: string; cookie: string }> }
  | { type: 'record' }
  | { type: 'collect' }
  | { type: 'close' };

export type SocketClientsReply =
  | { type: 'connected'; sockets: number }
  | { type: 'failed'; error: string }
  | { type: 'recording' }
  | {
      type: 'collected';
      sockets: Array<{ userId: string; connected: boolean; arrivals: SocketArrival[] }>;
    };
