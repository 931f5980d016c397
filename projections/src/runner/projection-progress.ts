import { comparePositions, type GlobalPosition, START } from '@referrals/contracts';
import pg from 'pg';
import { loadAllCheckpoints, parseProgressNotification, PROGRESS_CHANNEL } from './checkpoints.js';

interface Waiter {
  position: GlobalPosition;
  projectors: readonly string[];
  resolve: (caughtUp: boolean) => void;
}

/**
 * Knows how far each projector has come, in any process: it reads the checkpoints once
 * and then follows the runners' notifications. A command waits on it before answering,
 * so the caller's next read already shows the change (read-your-writes).
 */
export class ProjectionProgress {
  private readonly positions = new Map<string, GlobalPosition>();
  private readonly waiters = new Set<Waiter>();
  private listener: pg.Client | null = null;
  private closed = false;
  private resyncTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly connectionString: string,
    private readonly onError: (error: Error) => void = () => undefined,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      if (message.channel !== PROGRESS_CHANNEL || !message.payload) return;
      const progress = parseProgressNotification(message.payload);
      if (progress) this.record(progress.projector, progress.position);
    });
    client.on('error', (error) => this.reconnect(client, error));
    client.on('end', () => this.reconnect(client, null));
    await client.connect();
    await client.query(`LISTEN ${PROGRESS_CHANNEL}`);
    // Read after listening, so that no batch falls between the two.
    for (const [projector, position] of await loadAllCheckpoints(client)) this.record(projector, position);
    this.listener = client;
  }

  position(projector: string): GlobalPosition {
    return this.positions.get(projector) ?? START;
  }

  /**
   * Resolves true once every named projector has reached `position`, or false after
   * `timeoutMs` (the caller answers anyway; the socket will tell the screen later).
   */
  async waitFor(
    position: GlobalPosition,
    projectors: readonly string[],
    timeoutMs: number,
  ): Promise<boolean> {
    if (this.reached(position, projectors)) return true;
    // Shutting down: the projectors will not move again in this process.
    if (this.closed) return false;
    return new Promise<boolean>((resolve) => {
      const waiter: Waiter = {
        position,
        projectors,
        resolve: (caughtUp) => {
          clearTimeout(timer);
          this.waiters.delete(waiter);
          resolve(caughtUp);
        },
      };
      const timer = setTimeout(() => waiter.resolve(false), timeoutMs);
      this.waiters.add(waiter);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.resyncTimer) clearTimeout(this.resyncTimer);
    for (const waiter of [...this.waiters]) waiter.resolve(false);
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
  }

  private reached(position: GlobalPosition, projectors: readonly string[]): boolean {
    return projectors.every((projector) => comparePositions(this.position(projector), position) >= 0);
  }

  private record(projector: string, position: GlobalPosition): void {
    this.positions.set(projector, position);
    for (const waiter of [...this.waiters]) {
      if (this.reached(waiter.position, waiter.projectors)) waiter.resolve(true);
    }
  }

  /** The listening connection ended: forget it and listen again shortly (checkpoints are re-read then). */
  private reconnect(client: pg.Client, error: Error | null): void {
    if (this.listener === client) this.listener = null;
    client.removeAllListeners();
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    this.scheduleRestart(error);
  }

  private scheduleRestart(error: Error | null): void {
    if (this.closed || this.resyncTimer) return;
    if (error) this.onError(error);
    this.resyncTimer = setTimeout(() => {
      this.resyncTimer = null;
      this.start().catch((startError: unknown) => this.scheduleRestart(startError as Error));
    }, 1000);
    this.resyncTimer.unref();
  }
}
