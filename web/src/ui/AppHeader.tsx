import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import { abbreviateName, type AuthUser, ROLE_LABELS, type UserRole } from '@referrals/contracts';
import Button from 'antd/es/button';
import { useSignOut } from '../features/auth/useSignOut';
import { useSwitchRole } from '../features/auth/useSwitchRole';
import { NotificationBell } from '../features/notifications/NotificationBell';
import styles from './AppHeader.module.css';
import { HomeLink } from './HomeLink';

const BADGE_CLASS: { readonly [Role in UserRole]: string | undefined } = {
  operator: styles.badge,
  networker: styles.badgeNetworker,
  auditor: styles.badgeAuditor,
};

interface AppHeaderProps {
  user: AuthUser;
  /** Opens the page's navigation drawer (phones); no menu button without it. */
  onOpenNavigation?: (() => void) | undefined;
}

/** The signed-in header: the notification bell, short name, role badge, a view switch for users with both profiles, and logout. */
export function AppHeader({ user, onOpenNavigation }: AppHeaderProps) {
  const signOut = useSignOut();
  const switchRole = useSwitchRole();
  const otherRole = user.roles.find((role) => role !== user.activeRole && role !== 'auditor');
  const canSwitch = user.hasOperatorProfile && user.hasNetworkerProfile && otherRole !== undefined;

  return (
    <header className={styles.header}>
      <div className={styles.start}>
        {onOpenNavigation ? (
          <Button
            className={styles.menuButton}
            icon={<MenuOutlined />}
            onClick={onOpenNavigation}
            aria-label="Open menu"
          />
        ) : null}
        <HomeLink to="/dashboard" />
      </div>
      <div className={styles.account}>
        <NotificationBell />
        <span className={styles.name} title={user.name}>
          {abbreviateName(user.name)}
        </span>
        <span className={BADGE_CLASS[user.activeRole]} data-testid="role-badge">
          {ROLE_LABELS[user.activeRole]}
        </span>
        {canSwitch ? (
          <Button
            icon={<SwapOutlined />}
            loading={switchRole.isPending}
            onClick={() => switchRole.mutate(otherRole)}
            aria-label={`Switch to ${ROLE_LABELS[otherRole]} view`}
          >
            <span className={styles.buttonText}>{ROLE_LABELS[otherRole]} view</span>
          </Button>
        ) : null}
        <Button
          icon={<LogoutOutlined />}
          loading={signOut.isPending}
          onClick={() => signOut.mutate()}
          aria-label="Log out"
        >
          <span className={styles.buttonText}>Log out</span>
        </Button>
      </div>
    </header>
  );
}
