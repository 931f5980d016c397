import {
  type AuthUser,
  NOTIFICATION_MESSAGES as M,
  NOTIFICATION_TYPE_DETAILS,
  type NotificationPreferenceChange,
  PRODUCT_NAME,
} from '@referrals/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Skeleton from 'antd/es/skeleton';
import Switch from 'antd/es/switch';
import { api } from '../../api/client';
import { ButtonLink } from '../../ui/ButtonLink';
import { SignedInLayout } from '../../ui/SignedInLayout';
import page from '../../ui/SignedInPage.module.css';
import { showToast } from '../../ui/showToast';
import { usePageTitle } from '../../ui/usePageTitle';
import { notificationPreferencesQuery } from './notificationPreferencesQuery';
import { notificationsLocation } from './notificationsLocation';
import styles from './NotificationSettingsPage.module.css';

const CHANNELS = [
  { key: 'inAppEnabled', label: 'In-app', phrase: 'in the app' },
  { key: 'emailEnabled', label: 'Email', phrase: 'by email' },
] as const;

/** /notification-settings: per type, whether it shows in the app and whether it is emailed. */
export function NotificationSettingsPage({ user }: { user: AuthUser }) {
  usePageTitle(`Notification settings · ${PRODUCT_NAME}`);
  const preferences = useQuery(notificationPreferencesQuery);
  const change = useChangePreference();
  // The types that reach the active role; a user with both profiles sees the other role's when they switch.
  const shown = preferences.data?.filter((preference) => {
    const { audience } = NOTIFICATION_TYPE_DETAILS[preference.type];
    return audience === 'both' || audience === user.activeRole;
  });
  return (
    <SignedInLayout user={user}>
      <div>
        <h1 className={page.title}>Notification settings</h1>
        <p className={page.lead}>
          Choose what reaches you in the app and by email. Updates that come close together arrive as one
          email. Changes save at once.
        </p>
      </div>
      <section className={page.card} aria-label="Notification types">
        {preferences.isPending ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
        {preferences.isError ? (
          <p role="alert">Your settings could not be loaded. Please reload the page.</p>
        ) : null}
        {shown ? (
          <ul className={styles.list}>
            {shown.map((preference) => (
              <li key={preference.type} className={styles.row}>
                <div className={styles.what}>
                  <strong>{NOTIFICATION_TYPE_DETAILS[preference.type].label}</strong>
                  <span className={styles.description}>
                    {NOTIFICATION_TYPE_DETAILS[preference.type].description}
                  </span>
                </div>
                <div className={styles.switches}>
                  {CHANNELS.map((channel) => (
                    <label key={channel.key} className={styles.toggle}>
                      <Switch
                        checked={preference[channel.key]}
                        onChange={(checked) =>
                          change.mutate({ type: preference.type, [channel.key]: checked })
                        }
                        aria-label={`${NOTIFICATION_TYPE_DETAILS[preference.type].label} ${channel.phrase}`}
                      />
                      <span>{channel.label}</span>
                    </label>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <p>
        <ButtonLink {...notificationsLocation(user.activeRole)}>Back to notifications</ButtonLink>
      </p>
    </SignedInLayout>
  );
}

/** Saves one switch at once, showing it moved before the server answers and moving it back on failure. */
function useChangePreference() {
  const queryClient = useQueryClient();
  const key = notificationPreferencesQuery.queryKey;
  return useMutation({
    mutationFn: (change: NotificationPreferenceChange) =>
      api('PATCH /api/notification-preferences', { body: change }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      queryClient.setQueryData(key, (current) =>
        current?.map((preference) =>
          preference.type === change.type ? { ...preference, ...change } : preference,
        ),
      );
      return { before };
    },
    onError: (_error, _change, context) => {
      queryClient.setQueryData(key, context?.before);
      showToast({ kind: 'error', title: M.preferenceFailed });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
