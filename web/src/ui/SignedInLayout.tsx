import type { AuthUser } from '@referrals/contracts';
import type { ReactNode } from 'react';
import { AppHeader } from './AppHeader';
import styles from './SignedInLayout.module.css';

/** The frame of every signed-in page: the header, then the page's content in one column. */
export function SignedInLayout({ user, children }: { user: AuthUser; children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <AppHeader user={user} />
      <main className={styles.main}>{children}</main>
    </div>
  );
}
