import type { Projector } from '@referrals/projections';

/**
 * A projector of these event types whose batches wait at a gate the test closes and opens: it falls as
 * far behind as the test wants, so a command's answer shows whether it waited for it.
 */
export function gatedProjector(name: string, eventTypes: string[], audience?: Projector['audience']) {
  let open: () => void = () => undefined;
  let gate: Promise<void> = Promise.resolve();
  const projector: Projector = {
    name,
    eventTypes,
    tables: [],
    ...(audience && { audience }),
    handle: () => gate,
  };
  return {
    projector,
    close: () => {
      gate = new Promise<void>((resolve) => (open = resolve));
    },
    open: () => open(),
  };
}
