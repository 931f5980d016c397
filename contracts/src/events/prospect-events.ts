import type { ProspectFields } from '../prospects/prospect-api-types.js';

export const PROSPECT_EVENT_TYPES = {
  recommendedProspectAdded: 'RecommendedProspectAdded',
  recommendedProspectEdited: 'RecommendedProspectEdited',
  recommendedProspectRemoved: 'RecommendedProspectRemoved',
} as const;

export const prospectStream = (prospectId: string): string => `prospect-${prospectId}`;

/** A recommended prospect's details, trimmed, with empty optional fields left out. */
export type RecommendedProspectDetails = Required<Pick<ProspectFields, 'prospectName'>> &
  Omit<ProspectFields, 'prospectName'>;

export interface RecommendedProspectAddedData {
  prospectId: string;
  invitationId: string;
  operatorId: string;
  details: RecommendedProspectDetails;
}

/** The details as they are after the edit (a snapshot, so the history reads without folding). */
export interface RecommendedProspectEditedData {
  prospectId: string;
  invitationId: string;
  operatorId: string;
  details: RecommendedProspectDetails;
}

export interface RecommendedProspectRemovedData {
  prospectId: string;
  invitationId: string;
  operatorId: string;
}
