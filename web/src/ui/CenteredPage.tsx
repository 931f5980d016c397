import type { ReactNode } from 'react';
import { BrandMark } from './BrandMark';
import styles from './CenteredPage.module.css';

/** A page with one thing in its middle and the brand below it: short forms, errors, not-found. */
export function CenteredPage({ children }: { children: ReactNode }) {
  return (
    <main className={styles.page}>
      <div className={styles.content}>{children}</div>
      <div className={styles.brand}>
        <BrandMark />
      </div>
    </main>
  );
}
