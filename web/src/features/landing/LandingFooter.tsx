import { PRODUCT_NAME } from '@referrals/contracts';
import styles from './LandingFooter.module.css';

export function LandingFooter() {
  return (
    <footer className={styles.footer}>
      <span>
        © {new Date().getFullYear()} {PRODUCT_NAME}
      </span>
      <span className={styles.values}>Secure • Confidential • Professional</span>
    </footer>
  );
}
