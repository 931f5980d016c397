import { Agent } from 'node:http';

const agents = new Map<string, Agent>();

/**
 * An HTTP agent whose connections leave from `address`, a loopback address other than 127.0.0.1
 * (Linux answers on all of 127.0.0.0/8): the API sees it as the client's IP, with no proxy headers.
 * Use it with supertest's `.agent(fromAddress('127.0.0.2'))`.
 */
export function fromAddress(address: string): Agent {
  let agent = agents.get(address);
  if (!agent) {
    agent = new Agent({ localAddress: address });
    agents.set(address, agent);
  }
  return agent;
}
