import type { Money } from '../money.js';
import type { OperatorProfileInput } from '../operators/operator-profile.js';

export const OPERATOR_EVENT_TYPES = {
  operatorProfileSaved: 'OperatorProfileSaved',
} as const;

export const operatorStream = (userId: string): string => `operator-${userId}`;

/**
 * The whole profile as saved: a snapshot per save, so the history shows every version. Snapshots
 * saved before a field existed lack it: read them through completeOperatorProfile.
 */
export interface OperatorProfileSavedData {
  userId: string;
  profile: Omit<OperatorProfileInput, 'bountyAmount' | 'revenueShare'>;
  bountyAmount: Money;
  revenueSharePercent: number;
}
