import type { Projector } from '@referrals/projections';

/** Boot refuses two projectors with one name: they would share a checkpoint and a lock. */
export function checkProjectorNames(projectors: readonly Projector[]): void {
  const seen = new Set<string>();
  for (const projector of projectors) {
    if (seen.has(projector.name)) throw new Error(`Two projectors are named "${projector.name}"`);
    seen.add(projector.name);
  }
}
