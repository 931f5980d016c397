import { type LegalSectionId, PRODUCT_NAME } from '@referrals/contracts';
import { Link } from '@tanstack/react-router';
import styles from './LandingFooter.module.css';

const LEGAL_LINKS: readonly { label: string; section?: LegalSectionId }[] = [
  { label: 'Terms', section: 'terms' },
  { label: 'Privacy', section: 'privacy' },
  { label: 'Cookies', section: 'cookie-policy' },
  { label: 'Legal' },
];

export function LandingFooter() {
  return (
    <footer className={styles.footer}>
      <span>
        © {new Date().getFullYear()} {PRODUCT_NAME}
      </span>
      <nav aria-label="Legal">
        <ul className={styles.links}>
          {LEGAL_LINKS.map((link) => (
            <li key={link.label}>
              <Link to="/legal" hash={link.section}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <span className={styles.values}>Secure • Confidential • Professional</span>
    </footer>
  );
}
