import AuditOutlined from '@ant-design/icons/AuditOutlined';
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

/** The signed-in header: the notification bell, short name, role badge, a view switch per other role the user holds, and logout. */
export function AppHeader({ user, onOpenNavigation }: AppHeaderProps) {
  const signOut = useSignOut();
  const switchRole = useSwitchRole();
  // Every other role the account holds is one click away, the auditor's view included.
  const otherRoles = user.roles.filter((role) => role !== user.activeRole);

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
        <NotificationBell role={user.activeRole} />
        <span className={styles.name} title={user.name}>
          {abbreviateName(user.name)}
        </span>
        <span className={BADGE_CLASS[user.activeRole]} data-testid="role-badge">
          {ROLE_LABELS[user.activeRole]}
        </span>
        {otherRoles.map((role) => (
          <Button
            key={role}
            icon={role === 'auditor' ? <AuditOutlined /> : <SwapOutlined />}
            loading={switchRole.isPending && switchRole.variables === role}
            onClick={() => switchRole.mutate(role)}
            aria-label={`Switch to ${ROLE_LABELS[role]} view`}
          >
            <span className={styles.buttonText}>{ROLE_LABELS[role]} view</span>
          </Button>
        ))}
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
