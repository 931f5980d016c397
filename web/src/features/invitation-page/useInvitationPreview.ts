import { useQuery } from '@tanstack/react-query';
import { invitationPreviewQuery } from './invitationPreviewQuery';

export function useInvitationPreview(uuid: string) {
  return useQuery(invitationPreviewQuery(uuid));
}
