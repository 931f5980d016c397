import { AsyncLocalStorage } from 'node:async_hooks';
import type { ActorRole } from '@referrals/contracts';

/** Who is asking, and under which request id: read by loggers and by the event writer. */
export interface RequestContext {
  requestId: string;
  actorUserId: string | null;
  actorRole: ActorRole;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}
