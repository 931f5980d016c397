import CheckOutlined from '@ant-design/icons/CheckOutlined';
import type { ReactNode } from 'react';
import styles from './AudienceCard.module.css';

interface AudienceCardProps {
  /** Who the card speaks to, e.g. "For Networkers"; also the card's accessible name. */
  audience: string;
  icon: ReactNode;
  title: string;
  description: string;
  benefits: readonly string[];
  /** The card's call to action, usually a ButtonLink. */
  action: ReactNode;
  tone: 'brand' | 'accent';
}

/** A landing-page card that tells one kind of visitor what the product does for them and where to go. */
export function AudienceCard({
  audience,
  icon,
  title,
  description,
  benefits,
  action,
  tone,
}: AudienceCardProps) {
  const headingId = `audience-${audience.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <article className={`${styles.card} ${styles[tone]}`} aria-labelledby={headingId}>
      <div className={styles.header}>
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
        <h2 id={headingId} className={styles.audience}>
          {audience}
        </h2>
      </div>
      <p className={styles.title}>{title}</p>
      <p className={styles.description}>{description}</p>
      <ul className={styles.benefits}>
        {benefits.map((benefit) => (
          <li key={benefit}>
            <CheckOutlined className={styles.check} aria-hidden="true" />
            {benefit}
          </li>
        ))}
      </ul>
      <div className={styles.action}>{action}</div>
    </article>
  );
}
