import { NOTIFICATION_MESSAGES as M } from '@referrals/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { showToast } from '../../ui/showToast';
import { notificationsQuery, unreadNotificationCountQuery } from './notificationQueries';

/** Marking one or all notifications read, then refreshing the list and the unread count. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: notificationsQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: unreadNotificationCountQuery.queryKey }),
    ]);
  const markOne = useMutation({
    mutationFn: (id: string) => apiRequest('PATCH', `/api/notifications/${encodeURIComponent(id)}/read`),
    onSettled: refresh,
    onError: () => showToast({ kind: 'error', title: M.markReadFailed }),
  });
  const markAll = useMutation({
    mutationFn: () => apiRequest('PATCH', '/api/notifications/mark-all-read'),
    onSettled: refresh,
    onSuccess: () => showToast({ kind: 'success', title: M.allMarkedRead }),
    onError: () => showToast({ kind: 'error', title: M.markAllReadFailed }),
  });
  return { markOne, markAll };
}
