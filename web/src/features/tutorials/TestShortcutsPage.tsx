import RightOutlined from '@ant-design/icons/RightOutlined';
import { PRODUCT_NAME } from '@referrals/contracts';
import { useQuery } from '@tanstack/react-query';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import { useId, useState } from 'react';
import { HomeLink } from '../../ui/HomeLink';
import { usePageTitle } from '../../ui/usePageTitle';
import { sessionQuery } from '../auth/sessionQuery';
import { invitationsQuery } from '../invitations/invitationQueries';
import { testShortcutGroups } from './testShortcuts';
import styles from './TestShortcutsPage.module.css';

/** /test-shortcuts: links to every flow worth trying, with a real invitation slug where one is needed. */
export function TestShortcutsPage() {
  usePageTitle(`Test shortcuts · ${PRODUCT_NAME}`);
  const session = useQuery(sessionQuery);
  const isOperator = session.data?.user?.activeRole === 'operator';
  const invitations = useQuery({ ...invitationsQuery, enabled: isOperator });
  const [typedSlug, setTypedSlug] = useState<string | null>(null);
  const slug = typedSlug ?? invitations.data?.[0]?.slug ?? '';
  const slugFieldId = useId();

  return (
    <main className={styles.page}>
      <HomeLink />
      <h1 className={styles.title}>Test shortcuts</h1>
      <p className={styles.lead}>Jump straight into a flow to try it by hand.</p>

      <div className={styles.slugCard}>
        <label htmlFor={slugFieldId} className={styles.slugLabel}>
          Invitation slug
        </label>
        {session.isPending || (isOperator && invitations.isPending) ? <Skeleton.Input active block /> : null}
        {isOperator && invitations.data && invitations.data.length > 0 ? (
          <Select
            aria-label="Your invitations"
            size="large"
            value={slug}
            onChange={(value) => setTypedSlug(value)}
            options={invitations.data.map((invitation) => ({
              value: invitation.slug,
              label: `${invitation.inviteeName || invitation.title || 'Invitation'} · ${invitation.slug}`,
            }))}
          />
        ) : null}
        <Input
          id={slugFieldId}
          size="large"
          value={slug}
          placeholder="Paste an invitation slug"
          onChange={(event) => setTypedSlug(event.target.value)}
        />
        <p className={styles.hint}>
          {isOperator
            ? invitations.data?.length
              ? 'Filled in from your invitations; pick another or paste any slug.'
              : 'You have no invitations yet: create one on your dashboard, then come back.'
            : 'Sign in as an operator to fill this in from your invitations, or paste the slug from an invitation link (the part after /invite/).'}
        </p>
      </div>

      {testShortcutGroups(slug).map((group) => (
        <section key={group.title} className={styles.group} aria-label={group.title}>
          <h2 className={styles.groupTitle}>{group.title}</h2>
          <ul className={styles.links}>
            {group.shortcuts.map((shortcut) => (
              <li key={shortcut.label}>
                {shortcut.href ? (
                  <a className={styles.link} href={shortcut.href}>
                    <span>
                      <strong>{shortcut.label}</strong>
                      <span className={styles.description}>{shortcut.description}</span>
                    </span>
                    <RightOutlined aria-hidden="true" />
                  </a>
                ) : (
                  <span className={`${styles.link} ${styles.disabled}`} aria-disabled="true">
                    <span>
                      <strong>{shortcut.label}</strong>
                      <span className={styles.description}>Needs an invitation slug</span>
                    </span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
