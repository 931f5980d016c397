import { LEGAL_SECTIONS, type LegalSectionId } from '@referrals/contracts';
import { type MouseEvent, useEffect, useRef } from 'react';
import styles from './LegalNav.module.css';

interface LegalNavProps {
  active: LegalSectionId;
  onSelect: (id: LegalSectionId) => void;
}

/**
 * The sections as links: a sticky list beside the text on wide screens, a sticky strip that scrolls
 * sideways on phones. The section in view is marked (aria-current) and kept visible in the strip.
 */
export function LegalNav({ active, onSelect }: LegalNavProps) {
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>('[aria-current]');
    if (!list || !link || list.scrollWidth <= list.clientWidth) return;
    // Only the strip moves: scrollIntoView would also scroll the page.
    list.scrollTo({ left: link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2 });
  }, [active]);

  const select = (id: LegalSectionId) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onSelect(id);
  };

  return (
    <nav className={styles.nav} aria-label="Legal documents">
      <p className={styles.heading} aria-hidden="true">
        On this page
      </p>
      <ol ref={listRef} className={styles.list}>
        {LEGAL_SECTIONS.map((section, index) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className={styles.link}
              aria-current={section.id === active ? 'location' : undefined}
              onClick={select(section.id)}
            >
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
