import type { NetworkerProspect, NetworkerWithProspects, ProspectTimelineEntry } from '@referrals/contracts';

export type NetworkerRow = Omit<NetworkerWithProspects, 'prospectCount' | 'prospects'>;
export type ProspectRow = Omit<NetworkerProspect, 'timeline' | 'statusNotes'> & {
  invitationId: string;
  networkerUserId: string;
};
export type TimelineRow = ProspectTimelineEntry & { prospectId: string };

/**
 * Each networker on an invitation with the prospects they brought to it, each with its timeline
 * (rows come oldest first) and its latest notes. Lists keep the order the rows came in.
 */
export function groupNetworkers(
  networkers: readonly NetworkerRow[],
  prospects: readonly ProspectRow[],
  timeline: readonly TimelineRow[],
): NetworkerWithProspects[] {
  const entries = new Map<string, ProspectTimelineEntry[]>();
  for (const { prospectId, ...entry } of timeline) {
    entries.set(prospectId, [...(entries.get(prospectId) ?? []), entry]);
  }
  const byNetworker = new Map<string, NetworkerProspect[]>();
  for (const { invitationId, networkerUserId, ...prospect } of prospects) {
    const steps = entries.get(prospect.id) ?? [];
    const key = `${invitationId}/${networkerUserId}`;
    byNetworker.set(key, [
      ...(byNetworker.get(key) ?? []),
      { ...prospect, timeline: steps, statusNotes: steps.findLast((step) => step.notes)?.notes ?? null },
    ]);
  }
  return networkers.map((networker) => {
    const own = byNetworker.get(`${networker.invitationId}/${networker.networkerUserId}`) ?? [];
    return { ...networker, prospectCount: own.length, prospects: own };
  });
}
