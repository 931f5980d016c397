import LinkedinOutlined from '@ant-design/icons/LinkedinOutlined';
import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import {
  describeTerms,
  externalUrl,
  isInvitationActive,
  type NetworkerInvitation,
  termsOfInvitation,
} from '@referrals/contracts';
import { useQuery } from '@tanstack/react-query';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { FALLBACK_REFETCH_INTERVALS_MS } from '../../live/fallbackRefetchIntervals';
import { useFallbackRefetchInterval } from '../../live/useFallbackRefetchInterval';
import { ButtonLink } from '../../ui/ButtonLink';
import page from '../../ui/SignedInPage.module.css';
import { titleAtCompany } from '../../ui/titleAtCompany';
import { PersonAvatar } from '../invitation-page/PersonAvatar';
import { networkerInvitationsQuery } from './networkerInvitationQueries';
import styles from './NetworkerInvitations.module.css';

/** The networker's invitations tab: each operator who invited them, the bounties, and the way to submit contacts. */
export function NetworkerInvitationsPanel() {
  const refetchInterval = useFallbackRefetchInterval(FALLBACK_REFETCH_INTERVALS_MS.networkerInvitations);
  const invitations = useQuery({ ...networkerInvitationsQuery, refetchInterval });
  return (
    <section id="contact-submission" className={page.card} aria-labelledby="networker-invitations-title">
      <h2 id="networker-invitations-title" className={page.cardTitle}>
        Your invitations
      </h2>
      {invitations.isPending ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
      {invitations.isError ? (
        <p role="alert">Your invitations could not be loaded. Please reload the page.</p>
      ) : null}
      {invitations.data?.length === 0 ? <p className={styles.empty}>No active invitations</p> : null}
      {invitations.data && invitations.data.length > 0 ? (
        <ul className={styles.list}>
          {invitations.data.map((invitation) => (
            <InvitationRow key={invitation.id} invitation={invitation} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function InvitationRow({ invitation }: { invitation: NetworkerInvitation }) {
  const operator = invitation.operatorProfile;
  const name = operator?.name ?? 'Your operator';
  const firstName = name.split(/\s+/)[0];
  const role = titleAtCompany(operator?.title, operator?.company);
  const active = isInvitationActive(invitation.status);
  const closedNoteId = `invitation-closed-${invitation.id}`;
  return (
    <li className={styles.invitation} data-target-id={invitation.id}>
      <div className={styles.operator}>
        <PersonAvatar name={name} imageUrl={operator?.profileImageUrl} />
        <div className={styles.who}>
          <strong>
            {name}
            {active ? null : <Tag className={styles.closedTag}>No longer active</Tag>}
          </strong>
          {role ? <span className={styles.muted}>{role}</span> : null}
          <span className={styles.bounties}>{describeTerms(termsOfInvitation(invitation)).summary}</span>
        </div>
      </div>
      <OperatorLinks invitation={invitation} />
      {active ? null : (
        <p id={closedNoteId} className={styles.closedNote}>
          {invitation.status === 'declined'
            ? 'You declined this invitation, so it takes no new contacts.'
            : `${firstName} has closed this invitation, so it takes no new contacts.`}{' '}
          The contacts you already submitted carry on as before.
        </p>
      )}
      <div className={styles.actions}>
        {active ? (
          <ButtonLink
            to="/contact-submission/$slug"
            params={{ slug: invitation.slug }}
            color="primary"
            variant="solid"
            icon={<UserAddOutlined />}
          >
            Submit a contact
          </ButtonLink>
        ) : null}
        <ButtonLink to="/dashboard" search={{ tab: 'messages' }}>
          Message {firstName}
        </ButtonLink>
      </div>
    </li>
  );
}

/** The operator's links, and the direct line they share with networkers who joined. */
function OperatorLinks({ invitation }: { invitation: NetworkerInvitation }) {
  const operator = invitation.operatorProfile;
  const directEmail = operator?.directEmail.trim();
  const directPhone = operator?.directPhone.trim();
  const links = [
    { href: externalUrl(operator?.linkedinUrl), label: 'LinkedIn', icon: <LinkedinOutlined /> },
    { href: externalUrl(operator?.websiteUrl), label: 'Website', icon: <GlobalOutlined /> },
    { href: externalUrl(operator?.scheduleLink), label: 'Schedule a call', icon: <CalendarOutlined /> },
    { href: directEmail && `mailto:${directEmail}`, label: directEmail, icon: <MailOutlined /> },
    {
      href: directPhone && `tel:${directPhone.replace(/[^\d+]/g, '')}`,
      label: directPhone,
      icon: <PhoneOutlined />,
    },
  ].filter((link): link is typeof link & { href: string } => Boolean(link.href));
  if (links.length === 0) return null;
  return (
    <ul className={styles.links} aria-label={`Links of ${operator?.name ?? 'the operator'}`}>
      {links.map((link) => (
        <li key={link.label}>
          <a
            href={link.href}
            {...(link.href.startsWith('http') ? { target: '_blank', rel: 'noreferrer noopener' } : {})}
            className={styles.link}
          >
            {link.icon} {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
