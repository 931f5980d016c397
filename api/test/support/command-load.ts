import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { TestSession } from './test-session.js';

/** One command to send: where, as whom, what. */
export interface LoadCommand {
  url: string;
  path: string;
  session: TestSession;
  body: object;
}

/** How one command ended: the answer's status, or the connection error that stopped it first. */
export interface CommandOutcome {
  /** Sent as X-Request-Id: the correlationId of every event the command appended. */
  requestId: string;
  url: string;
  status: number | null;
  error: string | null;
  sentAt: number;
  answeredAt: number;
}

export interface CommandLoad {
  readonly outcomes: readonly CommandOutcome[];
  /** Stops sending and waits for the commands in flight. */
  stop(): Promise<void>;
}

/**
 * Sends commands from `lanes` loops, one at a time per loop and each on a fresh connection, until
 * stopped, until `next` has none left for a lane, or (with `untilRefused`) until a lane's command
 * meets a connection error, as a client facing a process that is going away would.
 */
export function startCommandLoad(options: {
  lanes: number;
  next: (lane: number, step: number) => LoadCommand | null;
  untilRefused?: boolean;
}): CommandLoad {
  const outcomes: CommandOutcome[] = [];
  let stopping = false;
  const lane = async (index: number) => {
    for (let step = 0; !stopping; step++) {
      const command = options.next(index, step);
      if (!command) return;
      const requestId = `load-${randomUUID()}`;
      const sentAt = Date.now();
      const outcome = await request(command.url)
        .post(command.path)
        .set(command.session.headers)
        .set('X-Request-Id', requestId)
        .send(command.body)
        .then(
          (response) => ({ status: response.status, error: null }),
          (error: NodeJS.ErrnoException) => ({ status: null, error: error.code ?? error.message }),
        );
      outcomes.push({ requestId, url: command.url, ...outcome, sentAt, answeredAt: Date.now() });
      if (outcome.error && options.untilRefused) return;
    }
  };
  const lanes = Array.from({ length: options.lanes }, (_, index) => lane(index));
  return {
    outcomes,
    stop: async () => {
      stopping = true;
      await Promise.all(lanes);
    },
  };
}
