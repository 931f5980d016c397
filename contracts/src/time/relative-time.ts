const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * The short wording (notifications, timelines): "Just now" under a minute, then "5m ago",
 * "3h ago", "2d ago" up to 7 days, then the date as `formatDate` writes it.
 */
export function shortRelativeTime(then: Date, now: Date, formatDate: (date: Date) => string): string {
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)}d ago`;
  return formatDate(then);
}

/**
 * The invitation list's wording: "about 5 minutes ago" under an hour, "about 3 hours ago" under
 * a day, "yesterday", then "N days ago".
 */
export function invitationListRelativeTime(then: Date, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  if (elapsed < HOUR) return `about ${plural(Math.max(1, Math.floor(elapsed / MINUTE)), 'minute')} ago`;
  if (elapsed < DAY) return `about ${plural(Math.floor(elapsed / HOUR), 'hour')} ago`;
  const days = Math.floor(elapsed / DAY);
  return days === 1 ? 'yesterday' : `${days} days ago`;
}
