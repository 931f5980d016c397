import { PRODUCT_NAME } from '@referrals/contracts';
import styles from './BrandMark.module.css';

/** The product's logo and name. */
export function BrandMark() {
  return (
    <span className={styles.brand}>
      <span className={styles.logo} aria-hidden="true">
        {PRODUCT_NAME.charAt(0)}
      </span>
      <span className={styles.name}>{PRODUCT_NAME}</span>
    </span>
  );
}
