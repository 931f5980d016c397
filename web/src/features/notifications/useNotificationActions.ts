import { NOTIFICATION_MESSAGES as M } from '@referrals/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { showToast } from '../../ui/showToast';
import { notificationPagesQuery, unreadNotificationCountQuery } from './notificationQueries';

/** Marking one or all notifications read, and deleting one; each refreshes the list and the unread count. */
export function useNotificationActions() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: notificationPagesQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: unreadNotificationCountQuery.queryKey }),
    ]);
  const markOne = useMutation({
    mutationFn: (id: string) => api('PATCH /api/notifications/:id/read', { params: { id } }),
    onSettled: refresh,
    onError: () => showToast({ kind: 'error', title: M.markReadFailed }),
  });
  const markAll = useMutation({
    mutationFn: () => api('PATCH /api/notifications/mark-all-read'),
    onSettled: refresh,
    onSuccess: () => showToast({ kind: 'success', title: M.allMarkedRead }),
    onError: () => showToast({ kind: 'error', title: M.markAllReadFailed }),
  });
  const remove = useMutation({
    mutationFn: (id: string) => api('DELETE /api/notifications/:id', { params: { id } }),
    onSettled: refresh,
    onSuccess: () => showToast({ kind: 'success', title: M.deleted }),
    onError: () => showToast({ kind: 'error', title: M.deleteFailed }),
  });
  return { markOne, markAll, remove };
}
