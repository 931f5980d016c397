import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import LinkedinFilled from '@ant-design/icons/LinkedinFilled';
import MailOutlined from '@ant-design/icons/MailOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import { externalUrl, INVITATION_PAGE_LABELS, type PublicOperatorProfile } from '@referrals/contracts';
import type { ReactNode } from 'react';
import { BreakableAddress } from '../../ui/BreakableAddress';
import styles from './GetInTouch.module.css';
import { displayAddress, telHref } from './invitationPageView';
import { PageSection } from './PageSection';

interface ContactLink {
  key: string;
  icon: ReactNode;
  label: string;
  value: string;
  href: string;
  external: boolean;
}

function contactLinks(profile: PublicOperatorProfile): ContactLink[] {
  const email = profile.email.trim();
  const phone = profile.phone.trim();
  const website = externalUrl(profile.websiteUrl);
  const linkedin = externalUrl(profile.linkedinUrl);
  const links: (ContactLink | null)[] = [
    email
      ? {
          key: 'email',
          icon: <MailOutlined />,
          label: 'Email',
          value: email,
          href: `mailto:${email}`,
          external: false,
        }
      : null,
    phone
      ? {
          key: 'phone',
          icon: <PhoneOutlined />,
          label: 'Phone',
          value: phone,
          href: telHref(phone),
          external: false,
        }
      : null,
    website
      ? {
          key: 'website',
          icon: <GlobalOutlined />,
          label: 'Website',
          value: displayAddress(website),
          href: website,
          external: true,
        }
      : null,
    linkedin
      ? {
          key: 'linkedin',
          icon: <LinkedinFilled />,
          label: 'LinkedIn',
          value: displayAddress(linkedin),
          href: linkedin,
          external: true,
        }
      : null,
  ];
  return links.filter((link): link is ContactLink => link !== null);
}

/** Ways to reach the operator: a 'Schedule a call' link, email, phone, website and LinkedIn. */
export function GetInTouch({ profile }: { profile: PublicOperatorProfile }) {
  const scheduleLink = externalUrl(profile.scheduleLink);
  const links = contactLinks(profile);
  if (!scheduleLink && links.length === 0) return null;

  return (
    <PageSection title="Get In Touch" icon={<MessageOutlined />}>
      {scheduleLink ? (
        <a className={styles.schedule} href={scheduleLink} target="_blank" rel="noopener noreferrer">
          <CalendarOutlined aria-hidden="true" />
          {INVITATION_PAGE_LABELS.scheduleCall}
        </a>
      ) : null}
      {links.length > 0 ? (
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.key}>
              <a
                className={styles.link}
                href={link.href}
                {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <span className={styles.linkIcon} aria-hidden="true">
                  {link.icon}
                </span>
                <span className={styles.linkText}>
                  <span className={styles.linkLabel}>{link.label}</span>
                  <span className={styles.linkValue}>
                    <BreakableAddress address={link.value} />
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </PageSection>
  );
}
