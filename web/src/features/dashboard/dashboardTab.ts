/** The spec's dashboard tab query values (spec 001 section 2); invitations is the default. */
export const DASHBOARD_TABS = [
  'profile',
  'overview',
  'invitations',
  'reviews',
  'messages',
  'contacts',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** The tab named by ?tab=, or nothing when it is missing or not one of the spec's values. */
export function readDashboardTab(search: Record<string, unknown>): { tab?: DashboardTab } {
  const tab = search.tab;
  return DASHBOARD_TABS.includes(tab as DashboardTab) ? { tab: tab as DashboardTab } : {};
}
