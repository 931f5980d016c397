import {
  type AuditEvent,
  centsToDecimalString,
  DISPUTE_EVENT_TYPES,
  type DisputeView,
  isEventOf,
} from '@referrals/contracts';

const DISPUTE_TYPES = Object.values(DISPUTE_EVENT_TYPES);

/** The prospect's disputes, oldest first, told from its dispute events (with their actors' names). */
export function disputeViews(events: readonly AuditEvent[]): DisputeView[] {
  const views = new Map<string, DisputeView>();
  for (const event of events) {
    if (!isEventOf(event, DISPUTE_TYPES)) continue;
    switch (event.type) {
      case DISPUTE_EVENT_TYPES.disputeOpened: {
        const { data } = event;
        views.set(data.disputeId, {
          id: data.disputeId,
          prospectId: data.prospectId,
          kind: data.kind,
          reason: data.reason,
          evidence: data.evidence,
          links: data.links,
          openedBy: data.openedBy,
          openedByName: event.actorName,
          openedAt: event.occurredAt,
          entryAtOpening: {
            state: data.entry.state,
            amount: centsToDecimalString(data.entry.amountCents),
            paid: centsToDecimalString(data.entry.paidCents),
          },
          status: 'open',
          response: null,
          resolution: null,
        });
        break;
      }
      case DISPUTE_EVENT_TYPES.disputeResponded: {
        const { data } = event;
        const view = views.get(data.disputeId);
        if (!view) break;
        view.status = 'responded';
        view.response = {
          respondedBy: data.respondedBy,
          responderName: event.actorName,
          response: data.response,
          links: data.links,
          respondedAt: event.occurredAt,
        };
        break;
      }
      case DISPUTE_EVENT_TYPES.disputeResolved: {
        const { data } = event;
        const view = views.get(data.disputeId);
        if (!view) break;
        view.status = 'resolved';
        view.resolution = {
          outcome: data.outcome,
          note: data.note,
          correctedAmount: data.correctedAmount
            ? centsToDecimalString(data.correctedAmount.amountCents)
            : null,
          resolverName: event.actorName,
          resolvedAt: event.occurredAt,
        };
        break;
      }
    }
  }
  return [...views.values()];
}
