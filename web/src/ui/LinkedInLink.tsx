import LinkedinFilled from '@ant-design/icons/LinkedinFilled';
import { externalUrl } from '@referrals/contracts';
import styles from './LinkedInLink.module.css';
import hidden from './visuallyHidden.module.css';

/** "linkedin.com/in/priya": the address without its scheme, "www." or a trailing slash. */
function shortAddress(href: string): string {
  const url = new URL(href);
  return `${url.hostname.replace(/^www\./, '')}${url.pathname.replace(/\/$/, '')}`;
}

/**
 * A person's LinkedIn profile, opened in a new tab (its full address in the tooltip); a table's short
 * "Profile" link says whose to screen readers. The stored address is normalised (`https://` added
 * when typed without it); one that is not a web address shows as plain text, never as a link.
 */
export function LinkedInLink({
  url,
  name,
  short = false,
}: {
  url: string | null;
  name: string | null;
  /** Just "Profile" (a table column); otherwise the address itself. */
  short?: boolean;
}) {
  if (!url?.trim()) return null;
  const href = externalUrl(url);
  if (!href) return <span className={styles.unlinked}>{url}</span>;
  return (
    <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer" title={href}>
      <LinkedinFilled aria-hidden="true" className={styles.icon} />
      {/* The visible text starts the link's name (WCAG 2.5.3); the rest is for screen readers only. */}
      <span className={styles.text}>{short ? 'Profile' : shortAddress(href)}</span>
      <span className={hidden.srOnly}>
        {short ? ` of ${name ?? 'this contact'} on LinkedIn` : ''} (opens in a new tab)
      </span>
    </a>
  );
}
