import type { NetworkerProspect, NetworkerWithProspects, ProspectTimelineEntry } from '@referrals/contracts';

export type NetworkerRow = Omit<NetworkerWithProspects, 'prospectCount' | 'prospects'>;
export type ProspectRow = Omit<NetworkerProspect, 'timeline' | 'statusNotes'> & {
  invitationId: string;
  networkerUserId: string;
};
export type TimelineRow = ProspectTimelineEntry & { prospectId: string };

/** Each prospect's timeline entries, in the order the rows came (oldest first). */
export function timelinesOf(timeline: readonly TimelineRow[]): Map<string, ProspectTimelineEntry[]> {
  const entries = new Map<string, ProspectTimelineEntry[]>();
  for (const { prospectId, ...entry } of timeline) {
    entries.set(prospectId, [...(entries.get(prospectId) ?? []), entry]);
  }
  return entries;
}

/** The prospect with its timeline and the timeline's latest notes. */
export function withTimeline<Prospect extends { id: string }>(
  prospect: Prospect,
  timelines: ReadonlyMap<string, ProspectTimelineEntry[]>,
): Prospect & Pick<NetworkerProspect, 'timeline' | 'statusNotes'> {
  const steps = timelines.get(prospect.id) ?? [];
  return { ...prospect, timeline: steps, statusNotes: steps.findLast((step) => step.notes)?.notes ?? null };
}

/**
 * Each networker on an invitation with the prospects they brought to it, each with its timeline
 * (rows come oldest first) and its latest notes. Lists keep the order the rows came in.
 */
export function groupNetworkers(
  networkers: readonly NetworkerRow[],
  prospects: readonly ProspectRow[],
  timeline: readonly TimelineRow[],
): NetworkerWithProspects[] {
  const timelines = timelinesOf(timeline);
  const byNetworker = new Map<string, NetworkerProspect[]>();
  for (const { invitationId, networkerUserId, ...prospect } of prospects) {
    const key = `${invitationId}/${networkerUserId}`;
    byNetworker.set(key, [...(byNetworker.get(key) ?? []), withTimeline(prospect, timelines)]);
  }
  return networkers.map((networker) => {
    const own = byNetworker.get(`${networker.invitationId}/${networker.networkerUserId}`) ?? [];
    return { ...networker, prospectCount: own.length, prospects: own };
  });
}
