import { useState } from 'react';
import { avatarColour } from '../companies/companyAvatarLook';
import { personInitials } from './invitationPageView';
import styles from './PersonAvatar.module.css';

interface PersonAvatarProps {
  name: string;
  /** A photo; blank, missing or failing to load, the initials show instead. */
  imageUrl?: string | null;
  size?: 'medium' | 'large';
}

/** A person's round photo, or their initials on a colour picked from the name. Decorative: the name is shown beside it. */
export function PersonAvatar({ name, imageUrl, size = 'medium' }: PersonAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const photo = imageUrl?.trim();
  const className = `${styles.avatar} ${styles[size]}`;

  if (photo && photo !== failedUrl) {
    return (
      <img
        className={className}
        src={photo}
        alt=""
        decoding="async"
        referrerPolicy="no-referrer"
        onError={() => setFailedUrl(photo)}
      />
    );
  }
  return (
    <span
      className={`${className} ${styles.initials}`}
      style={{ backgroundColor: avatarColour(name) }}
      aria-hidden="true"
    >
      {personInitials(name) || '?'}
    </span>
  );
}
