import styles from './LightSpinner.module.css';

/** A loading spinner of the public pages (no antd, ADR 0033); the text beside it says what loads. */
export function LightSpinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}
