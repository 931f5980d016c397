import { useQuery } from '@tanstack/react-query';
import { operatorProfileQuery } from './operatorProfileQuery';

export function useOperatorProfile(userId: string) {
  return useQuery(operatorProfileQuery(userId));
}
