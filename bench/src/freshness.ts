import { comparePositions, parsePosition } from '@referrals/contracts';
import type { SocketArrival } from './socket-clients-protocol.js';

/** A status change the other party should hear of: its position, its networker, when it was appended. */
export interface AcceptedChange {
  position: string;
  networkerUserId: string;
  appendedAtMs: number;
}

export interface SocketLog {
  userId: string;
  arrivals: readonly SocketArrival[];
}

/**
 * For every change and every socket of its networker: how long after the append the first
 * invalidation at or past the change's position arrived. A change a socket never heard of counts
 * as missed (answered separately, never as a latency).
 */
export function freshnessSamples(
  changes: readonly AcceptedChange[],
  sockets: readonly SocketLog[],
): { samplesMs: number[]; missed: number } {
  const byUser = new Map<string, SocketLog[]>();
  for (const socket of sockets) byUser.set(socket.userId, [...(byUser.get(socket.userId) ?? []), socket]);
  const samplesMs: number[] = [];
  let missed = 0;
  for (const change of changes) {
    const position = parsePosition(change.position);
    for (const socket of byUser.get(change.networkerUserId) ?? []) {
      const arrival = socket.arrivals.find(([at]) => comparePositions(parsePosition(at), position) >= 0);
      if (arrival) samplesMs.push(arrival[1] - change.appendedAtMs);
      else missed++;
    }
  }
  return { samplesMs, missed };
}
