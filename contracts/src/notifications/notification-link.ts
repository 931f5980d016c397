import type { NotificationNavigation } from './notification-api-types.js';

/** The dashboard tabs a notification can open. */
export type NotificationDashboardTab = 'contacts' | 'invitations' | 'messages' | 'reviews';

/** The dashboard tab each notification action opens; anything else opens the contacts tab (spec). */
const ACTION_TABS: Record<string, NotificationDashboardTab> = {
  view_contacts: 'contacts',
  view_invitation: 'invitations',
  view_questions: 'invitations',
  view_conversation: 'messages',
  view_review: 'reviews',
};

/** Navigation as the API answers it: each of the spec's five keys present, null or false when unused. */
export interface NotificationNavigationData {
  page: string;
  action: string | null;
  target_id: string | null;
  scroll: boolean;
  expand: boolean;
}

/** Every key of the navigation spelled out (rows stored before `expand` existed lack it). */
export function navigationData(navigation: NotificationNavigation): NotificationNavigationData {
  return {
    page: navigation.page,
    action: navigation.action ?? null,
    target_id: navigation.target_id ?? null,
    scroll: navigation.scroll === true,
    expand: navigation.expand === true,
  };
}

/** A notification's navigationData (JSON text), or null when it is not a navigation object. */
export function parseNotificationNavigation(text: string): NotificationNavigation | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as NotificationNavigation)
      : null;
  } catch {
    return null;
  }
}

/**
 * Where a notification leads, as the dashboard's query: the tab for its action, the record to bring
 * into view, and the spec's scroll and expand flags. Unreadable navigation data opens the contacts tab.
 */
export function notificationDashboardSearch(
  navigation: NotificationNavigation | NotificationNavigationData | null,
): {
  tab: NotificationDashboardTab;
  target?: string;
  action?: string;
  scroll?: true;
  expand?: true;
} {
  if (!navigation) return { tab: 'contacts' };
  return {
    tab: (navigation.action && ACTION_TABS[navigation.action]) || 'contacts',
    ...(navigation.action ? { action: navigation.action } : {}),
    ...(navigation.target_id ? { target: navigation.target_id } : {}),
    ...(navigation.scroll ? { scroll: true as const } : {}),
    ...(navigation.expand ? { expand: true as const } : {}),
  };
}

/** Notifications about a dispute lead to the prospect's history page, where the dispute is handled. */
export const PROSPECT_HISTORY_PAGE = 'prospect_history';

/** The prospect whose history page a notification opens; null when it opens the dashboard. */
export function notificationHistoryProspect(
  navigation: NotificationNavigation | NotificationNavigationData | null,
): string | null {
  return navigation?.page === PROSPECT_HISTORY_PAGE && navigation.target_id ? navigation.target_id : null;
}

/** The same place as a path, for emails: `/dashboard?tab=contacts&target=…&scroll=true` or a history page. */
export function notificationDashboardPath(
  navigation: NotificationNavigation | NotificationNavigationData | null,
): string {
  const prospectId = notificationHistoryProspect(navigation);
  if (prospectId) return `/prospects/${encodeURIComponent(prospectId)}/history#disputes`;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(notificationDashboardSearch(navigation)))
    query.set(key, String(value));
  return `/dashboard?${query.toString()}`;
}
