import { Injectable } from '@nestjs/common';
import { sessionRoom } from '@referrals/contracts';
import type { LiveUpdateServer } from '@referrals/projections';

/**
 * The process's Socket.IO server, set once it is attached, so that identity can end the
 * sockets of a session it signs out (on any process: the adapter carries the request).
 */
@Injectable()
export class LiveSockets {
  private server: LiveUpdateServer | null = null;

  attach(server: LiveUpdateServer): void {
    this.server = server;
  }

  disconnectSession(sessionId: string): void {
    this.server?.in(sessionRoom(sessionId)).disconnectSockets(true);
  }
}
