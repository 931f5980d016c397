import type { EventMap, EventType } from './event-map.js';

/**
 * Only an event's type and payload, the payload typed by the event map: what a view of a stored event
 * (an auditor's `AuditEvent`, say) is narrowed to. A union of them narrows `data` on `type`.
 */
export type EventViewOf<Type extends EventType = EventType> = Type extends EventType
  ? { type: Type; data: EventMap[Type] }
  : never;

/**
 * `isEventOf` for anything that carries a stored event's `type` and `data` without being a
 * `RecordedEvent` (an `AuditEvent` answered by the API, for one). As there, the log is written only
 * through the map's types, so the type name vouches for the payload's shape: narrow once here, then
 * switch on `type`.
 */
export function isEventViewOf<View extends { type: string; data: unknown }, Type extends EventType>(
  view: View,
  types: readonly Type[],
): view is View & EventViewOf<Type> {
  return types.some((type) => type === view.type);
}
