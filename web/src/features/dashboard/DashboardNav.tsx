import AuditOutlined from '@ant-design/icons/AuditOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import StarOutlined from '@ant-design/icons/StarOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import type { UserRole } from '@referrals/contracts';
import { Link } from '@tanstack/react-router';
import Badge from 'antd/es/badge';
import type { ReactNode } from 'react';
import { unreadMessagesLabel } from '../messaging/unreadMessages';
import { type DashboardNavItem, type DashboardNavTab, dashboardNavItems } from './dashboardNavigation';
import styles from './DashboardNav.module.css';
import type { DashboardTab } from './dashboardTab';

const ICONS: Record<DashboardNavTab | '/profile' | '/disputes', ReactNode> = {
  invitations: <MailOutlined />,
  contacts: <TeamOutlined />,
  '/profile': <UserOutlined />,
  '/disputes': <AuditOutlined />,
  overview: <DashboardOutlined />,
  reviews: <StarOutlined />,
  messages: <MessageOutlined />,
};

interface DashboardNavProps {
  role: UserRole;
  tab: DashboardTab;
  /** How many invitations the user has, shown on the Invitations entry; undefined while loading. */
  invitationCount: number | undefined;
  /** Messages the user has not read yet, shown on the Messages entry; undefined while loading. */
  unreadMessages?: number | undefined;
  /** Called after a link is followed (the mobile drawer closes). */
  onNavigate?: () => void;
}

/** The dashboard's navigation: the sidebar on wide screens, the drawer on phones. */
export function DashboardNav({ role, tab, invitationCount, unreadMessages, onNavigate }: DashboardNavProps) {
  return (
    <nav aria-label="Dashboard">
      <ul className={styles.list}>
        {dashboardNavItems(role).map((item) => (
          <li key={item.label}>
            <NavLink item={item} current={item.kind === 'tab' && item.tab === tab} onNavigate={onNavigate}>
              {item.kind === 'tab' && item.tab === 'invitations' && invitationCount ? (
                <Badge
                  count={invitationCount}
                  overflowCount={99}
                  color="var(--brand)"
                  aria-label={`${invitationCount} invitation${invitationCount === 1 ? '' : 's'}`}
                />
              ) : null}
              {item.kind === 'tab' && item.tab === 'messages' && unreadMessages ? (
                <Badge
                  count={unreadMessages}
                  overflowCount={99}
                  data-testid="nav-unread-messages"
                  aria-label={unreadMessagesLabel(unreadMessages)}
                />
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function NavLink({
  item,
  current,
  onNavigate,
  children,
}: {
  item: DashboardNavItem;
  current: boolean;
  onNavigate: (() => void) | undefined;
  children: ReactNode;
}) {
  const content = (
    <>
      <span className={styles.icon} aria-hidden>
        {ICONS[item.kind === 'tab' ? item.tab : item.to]}
      </span>
      <span className={styles.label}>{item.label}</span>
      {children}
    </>
  );
  if (item.kind === 'page') {
    return (
      <Link to={item.to} className={styles.link} onClick={onNavigate}>
        {content}
      </Link>
    );
  }
  return (
    <Link
      to="/dashboard"
      search={item.tab === 'invitations' ? {} : { tab: item.tab }}
      className={current ? styles.current : styles.link}
      aria-current={current ? 'page' : undefined}
      onClick={onNavigate}
    >
      {content}
    </Link>
  );
}
