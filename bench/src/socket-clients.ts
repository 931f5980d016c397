import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { SocketClientsCommand, SocketClientsReply } from './socket-clients-protocol.js';

const WORKER = fileURLToPath(new URL('./socket-clients-worker.js', import.meta.url));

/** Drives the socket clients' process: connect, record a window, collect what arrived. */
export class SocketClients {
  private constructor(private readonly child: ChildProcess) {}

  static async connect(
    url: string,
    clients: Array<{ userId: string; cookie: string }>,
  ): Promise<SocketClients> {
    const sockets = new SocketClients(fork(WORKER, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
    const answer = await sockets.ask({ type: 'connect', url, clients });
    if (answer.type !== 'connected')
      throw new Error(`socket clients could not connect: ${JSON.stringify(answer)}`);
    return sockets;
  }

  async record(): Promise<void> {
    await this.ask({ type: 'record' });
  }

  async collect(): Promise<Extract<SocketClientsReply, { type: 'collected' }>['sockets']> {
    const answer = await this.ask({ type: 'collect' });
    if (answer.type !== 'collected') throw new Error(`unexpected answer ${answer.type}`);
    return answer.sockets;
  }

  async close(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.send({ type: 'close' } satisfies SocketClientsCommand);
    await exited;
  }

  private ask(command: SocketClientsCommand): Promise<SocketClientsReply> {
    return new Promise((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`socket clients exited with code ${code}`));
      this.child.once('exit', onExit);
      this.child.once('message', (reply: SocketClientsReply) => {
        this.child.off('exit', onExit);
        resolve(reply);
      });
      this.child.send(command);
    });
  }
}
