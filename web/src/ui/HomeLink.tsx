import { Link } from '@tanstack/react-router';
import { BrandMark } from './BrandMark';
import styles from './HomeLink.module.css';

/** The brand mark as a link home (the landing page, or the dashboard when signed in). */
export function HomeLink({ to = '/', className }: { to?: '/' | '/dashboard'; className?: string }) {
  return (
    <Link to={to} className={className ? `${styles.home} ${className}` : styles.home} aria-label="Home">
      <BrandMark />
    </Link>
  );
}
