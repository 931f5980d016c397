import type { NextFunction, Request, Response } from 'express';

export interface DrainOptions {
  /** Gives up after this long, however many requests are still in flight. */
  limitMs: number;
  /**
   * Waits until no request has been in flight for this long: a proxy may still be sending requests
   * on the keep-alive connections it holds, and each of them is answered (and its connection closed).
   */
  quietMs: number;
}

const POLL_MS = 20;

/**
 * Counts the requests a process is answering, so that shutdown can wait for them: a command
 * the process has read is answered before it exits. Once draining, every answer closes its
 * connection, so a client does not send its next request to a process that is going away.
 */
export class InFlightRequests {
  private count = 0;
  private draining = false;
  /** When the count last dropped to zero (or draining began, if it was zero then). */
  private idleSince = Date.now();

  readonly middleware = (_request: Request, response: Response, next: NextFunction): void => {
    this.count++;
    if (this.draining) response.setHeader('Connection', 'close');
    // 'close' fires once per response, whether it finished or the client went away.
    response.once('close', () => {
      this.count--;
      if (this.count === 0) this.idleSince = Date.now();
    });
    next();
  };

  get active(): number {
    return this.count;
  }

  /** Marks the process as draining; resolves once it has been quiet long enough, or at the limit. */
  async drain(options: DrainOptions): Promise<{ drained: boolean; unfinished: number }> {
    const started = Date.now();
    this.draining = true;
    if (this.count === 0) this.idleSince = started;
    for (;;) {
      const now = Date.now();
      if (this.count === 0 && now - this.idleSince >= options.quietMs)
        return { drained: true, unfinished: 0 };
      if (now - started >= options.limitMs) return { drained: this.count === 0, unfinished: this.count };
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}
