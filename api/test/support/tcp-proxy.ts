import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy the test controls, standing between the app and a service (Redis, Postgres): `cut()` drops
 * every open connection and refuses new ones, as if the service were gone; `restore()` lets them through
 * again. The service itself keeps running for everyone else on the machine.
 */
export class TcpProxy {
  private readonly sockets = new Set<Socket>();
  private cutOff = false;
  private readonly server: Server = createServer((client) => this.accept(client));

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** Starts listening on a free local port; answers it. */
  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  cut(): void {
    this.cutOff = true;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  restore(): void {
    this.cutOff = false;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: Socket): void {
    if (this.cutOff) {
      client.destroy();
      return;
    }
    const upstream = connect(this.targetPort, this.targetHost);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      this.sockets.add(from);
      from.pipe(to);
      from.on('error', () => to.destroy());
      from.on('close', () => {
        this.sockets.delete(from);
        to.destroy();
      });
    }
  }
}
