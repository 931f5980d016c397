import {
  type NewEventOf,
  OPERATOR_PROFILE_DEFAULTS,
  type OperatorStreamEventType,
} from '@referrals/contracts';

/** An operator's stream (`operator-{id}`) folded: the profile's latest snapshot and the target companies. */
export interface OperatorState {
  profileSaved: boolean;
  /** The revenue share the latest profile set (the default before one is saved). */
  revenueSharePercent: number;
  /** The companies on the operator's target list, in the order they were added. */
  targetCompanyIds: readonly string[];
}

export const initialOperatorState: OperatorState = {
  profileSaved: false,
  revenueSharePercent: OPERATOR_PROFILE_DEFAULTS.revenueShare,
  targetCompanyIds: [],
};

export type OperatorEvent = NewEventOf<OperatorStreamEventType>;

const without = (ids: readonly string[], id: string) => ids.filter((listed) => listed !== id);

export function evolveOperator(state: OperatorState, event: OperatorEvent): OperatorState {
  switch (event.type) {
    case 'OperatorProfileSaved':
      return { ...state, profileSaved: true, revenueSharePercent: event.data.revenueSharePercent };
    case 'OperatorTargetCompanyAdded':
      // Adding a listed company again changes its role title only: it keeps its place.
      return state.targetCompanyIds.includes(event.data.companyId)
        ? state
        : { ...state, targetCompanyIds: [...state.targetCompanyIds, event.data.companyId] };
    case 'OperatorTargetCompanyRemoved':
      return { ...state, targetCompanyIds: without(state.targetCompanyIds, event.data.companyId) };
    case 'OperatorCompanyLogoChosen':
      return state;
  }
}
