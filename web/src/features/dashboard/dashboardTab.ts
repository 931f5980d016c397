/**
 * The spec's dashboard tab query values (spec 001 section 2), and notifications: the full list the
 * bell's View all opens, inside the dashboard with its navigation. Invitations is the default.
 */
export const DASHBOARD_TABS = [
  'profile',
  'overview',
  'invitations',
  'reviews',
  'messages',
  'contacts',
  'notifications',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
export const DEFAULT_DASHBOARD_TAB: DashboardTab = 'invitations';

/** What /dashboard reads from its query string: the tab, and where a link (a notification) points. */
export interface DashboardSearch {
  tab?: DashboardTab;
  action?: string;
  /** The id of the element to scroll to and highlight: an invitation, a prospect, a section. */
  target?: string;
  scroll?: boolean;
  expand?: boolean;
}

const isTab = (value: unknown): value is DashboardTab => DASHBOARD_TABS.includes(value as DashboardTab);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
// The router parses `?scroll=true` to a boolean; a hand-typed link may keep it a string.
const flag = (value: unknown): boolean | undefined => (value === true || value === 'true' ? true : undefined);

/** The dashboard's query string, keeping only the spec's values; anything else is dropped. */
export function readDashboardSearch(search: Record<string, unknown>): DashboardSearch {
  const read: DashboardSearch = {};
  if (isTab(search.tab)) read.tab = search.tab;
  const action = text(search.action);
  if (action) read.action = action;
  const target = text(search.target);
  if (target) read.target = target;
  if (flag(search.scroll)) read.scroll = true;
  if (flag(search.expand)) read.expand = true;
  return read;
}

/** The tab a hash fragment names (`#messages`): the spec's fallback when the query has none. */
export function tabFromHash(hash: string): DashboardTab | undefined {
  const name = hash.replace(/^#/, '');
  return isTab(name) ? name : undefined;
}

/** The tab to show: the query value, else the hash, else invitations. */
export function currentDashboardTab(search: DashboardSearch, hash: string): DashboardTab {
  return search.tab ?? tabFromHash(hash) ?? DEFAULT_DASHBOARD_TAB;
}
