import type { AuthUser } from '@referrals/contracts';
import Drawer from 'antd/es/drawer';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { AppHeader } from './AppHeader';
import styles from './SignedInLayout.module.css';

interface SignedInLayoutProps {
  user: AuthUser;
  /** A page's own navigation: a sidebar on wide screens, a drawer behind the header's menu button on phones. */
  navigation?: ReactNode;
  children: ReactNode;
}

/** The frame of every signed-in page: the header, the page's navigation if it has one, then its content. */
export function SignedInLayout({ user, navigation, children }: SignedInLayoutProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Following a link in the drawer closes it; the page underneath changes.
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) setDrawerOpen(false);
  };
  return (
    <div className={styles.shell}>
      <AppHeader user={user} onOpenNavigation={navigation ? () => setDrawerOpen(true) : undefined} />
      {navigation ? (
        <div className={styles.withSidebar}>
          <aside className={styles.sidebar}>{navigation}</aside>
          <main className={styles.main}>{children}</main>
          <Drawer
            title="Menu"
            placement="left"
            size={280}
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            classNames={{ body: styles.drawerBody }}
          >
            <div onClick={closeOnLink}>{navigation}</div>
          </Drawer>
        </div>
      ) : (
        <main className={styles.main}>{children}</main>
      )}
    </div>
  );
}
