import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { classNames } from '../../ui/classNames';
import { useHydrated } from '../../ui/useHydrated';
import styles from './CompanyAvatar.module.css';
import { avatarColour, companyInitials } from './companyAvatarLook';
import { logoFetchQuery } from './logoFetchQuery';

export type CompanyAvatarSize = 'small' | 'medium' | 'large';

interface CompanyAvatarProps {
  name: string;
  /** The logo when the caller already knows it, null when it knows there is none; left out, it is looked up. */
  logoUrl?: string | null;
  size?: CompanyAvatarSize;
}

/**
 * A company's logo, or its initials on a colour of its own (spec: company avatar). A pulsing disc
 * stands in while the logo is looked up and while the image loads; an image that fails shows initials.
 * The lookup starts from the render after the first: not within a hydration's commit, which a page
 * showing many companies would otherwise lengthen by a request each. A page whose first response holds
 * the answers (the invitation page's) looks up nothing.
 */
export function CompanyAvatar({ name, logoUrl, size = 'medium' }: CompanyAvatarProps) {
  const companyName = name.trim();
  const lookUp = logoUrl === undefined && companyName !== '';
  const hydrated = useHydrated();
  const lookup = useQuery({ ...logoFetchQuery(companyName), enabled: lookUp && hydrated });

  if (lookUp && lookup.isPending) {
    return (
      <span
        className={classNames(styles.avatar, styles[size], styles.pulse)}
        role="img"
        aria-label={companyName}
        aria-busy="true"
      />
    );
  }
  const logo = logoUrl === undefined ? lookup.data?.logo : logoUrl;
  return logo ? (
    <Logo key={logo} name={companyName} src={logo} size={size} />
  ) : (
    <Initials name={companyName} size={size} />
  );
}

function Logo({ name, src, size }: { name: string; src: string; size: CompanyAvatarSize }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  // A logo in the server's HTML may have loaded, or failed, before the app took the page over: React
  // never saw its load event then.
  const settledBeforeHydration = useCallback((image: HTMLImageElement | null) => {
    if (!image?.complete) return;
    // decode() tells a broken image from one without a size of its own (an SVG's natural width is 0).
    image.decode().then(
      () => setState('loaded'),
      () => setState('failed'),
    );
  }, []);
  if (state === 'failed') return <Initials name={name} size={size} />;
  return (
    <span
      className={classNames(
        styles.avatar,
        styles[size],
        styles.logoFrame,
        state === 'loading' && styles.pulse,
      )}
    >
      <img
        ref={settledBeforeHydration}
        className={classNames(styles.logo, state === 'loaded' && styles.loaded)}
        src={src}
        alt={name}
        loading="lazy"
        decoding="async"
        onLoad={() => setState('loaded')}
        onError={() => setState('failed')}
      />
    </span>
  );
}

function Initials({ name, size }: { name: string; size: CompanyAvatarSize }) {
  return (
    <span
      className={classNames(styles.avatar, styles[size], styles.initials)}
      style={{ backgroundColor: avatarColour(name) }}
      role="img"
      aria-label={name}
    >
      <span aria-hidden="true">{companyInitials(name) || '?'}</span>
    </span>
  );
}
