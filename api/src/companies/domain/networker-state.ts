import { type NewEventOf, type NetworkerStreamEventType } from '@referrals/contracts';

/** A networker's stream (`networker-{id}`) folded: the companies they can make introductions at. */
export interface NetworkerState {
  /** The companies on the networker's intro list, in the order they were added. */
  introCompanyIds: readonly string[];
}

export const initialNetworkerState: NetworkerState = { introCompanyIds: [] };

export type NetworkerEvent = NewEventOf<NetworkerStreamEventType>;

export function evolveNetworker(state: NetworkerState, event: NetworkerEvent): NetworkerState {
  switch (event.type) {
    case 'NetworkerIntroCompanyAdded':
      // Adding a listed company again changes its notes only: it keeps its place.
      return state.introCompanyIds.includes(event.data.companyId)
        ? state
        : { introCompanyIds: [...state.introCompanyIds, event.data.companyId] };
    case 'NetworkerIntroCompanyRemoved':
      return { introCompanyIds: state.introCompanyIds.filter((id) => id !== event.data.companyId) };
  }
}
