import { type NewEventOf, type WAITLIST_STREAM_EVENT_TYPES } from '@referrals/contracts';

/** A waitlist entry's stream (`waitlist-{id}`), folded: it holds the one join. */

export type WaitlistStreamEventType = (typeof WAITLIST_STREAM_EVENT_TYPES)[number];

export interface WaitlistEntryState {
  joined: boolean;
}

export const initialWaitlistEntryState: WaitlistEntryState = { joined: false };

export type WaitlistEvent = NewEventOf<WaitlistStreamEventType>;

export function evolveWaitlistEntry(_state: WaitlistEntryState, event: WaitlistEvent): WaitlistEntryState {
  switch (event.type) {
    case 'SalesOperatorJoinedWaitlist':
      return { joined: true };
  }
}
