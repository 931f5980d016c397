import type { NextFunction, Request, Response } from 'express';

/**
 * Counts the requests a process is answering, so that shutdown can wait for them: a command
 * the process has read is answered before it exits. Once draining, every answer closes its
 * connection, so a client does not send its next request to a process that is going away.
 */
export class InFlightRequests {
  private count = 0;
  private draining = false;
  private idleWaiters: Array<() => void> = [];

  readonly middleware = (_request: Request, response: Response, next: NextFunction): void => {
    this.count++;
    if (this.draining) response.setHeader('Connection', 'close');
    // 'close' fires once per response, whether it finished or the client went away.
    response.once('close', () => this.finished());
    next();
  };

  get active(): number {
    return this.count;
  }

  /** Marks the process as draining; resolves once no request is in flight, or after `limitMs`. */
  async drain(limitMs: number): Promise<{ drained: boolean; unfinished: number }> {
    this.draining = true;
    if (this.count === 0) return { drained: true, unfinished: 0 };
    let timer: NodeJS.Timeout | undefined;
    const drained = await Promise.race([
      new Promise<boolean>((resolve) => this.idleWaiters.push(() => resolve(true))),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), limitMs))),
    ]);
    clearTimeout(timer);
    return { drained, unfinished: this.count };
  }

  private finished(): void {
    this.count--;
    if (this.count > 0) return;
    for (const wake of this.idleWaiters.splice(0)) wake();
  }
}
