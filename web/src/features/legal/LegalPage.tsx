import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import {
  isLegalSectionId,
  LEGAL_CONTACT_EMAIL,
  LEGAL_SECTIONS,
  LEGAL_TERMS,
  type LegalSectionId,
  PRODUCT_NAME,
} from '@referrals/contracts';
import Button from 'antd/es/button';
import { useCallback, useEffect } from 'react';
import { HomeLink } from '../../ui/HomeLink';
import { usePageTitle } from '../../ui/usePageTitle';
import { usePrefersReducedMotion } from '../../ui/usePrefersReducedMotion';
import { LegalNav } from './LegalNav';
import styles from './LegalPage.module.css';
import { SECTION_BODIES } from './sectionBodies';
import { useSectionInView } from './useSectionInView';

const SECTION_IDS = LEGAL_SECTIONS.map((section) => section.id);
/** The reading line, below the phone's sticky strip; sections scroll to just above it (see the CSS). */
const READING_LINE_PX = 120;

/** /legal (and /terms, /privacy): every legal document on one page, with a navigation that follows the reader. */
export function LegalPage() {
  usePageTitle(`Legal documents · ${PRODUCT_NAME}`);
  const active = useSectionInView(SECTION_IDS, READING_LINE_PX);
  const reducedMotion = usePrefersReducedMotion();

  // The section named in the address; the page is loaded on demand, after the browser looked for it.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (isLegalSectionId(id)) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, []);

  const showSection = useCallback(
    (id: LegalSectionId) => {
      const section = document.getElementById(id);
      if (!section) return;
      section.scrollIntoView({ block: 'start', behavior: reducedMotion ? 'auto' : 'smooth' });
      // Keyboard and screen-reader users continue reading from the section they chose.
      section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
      window.history.replaceState(window.history.state, '', `#${id}`);
    },
    [reducedMotion],
  );

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.bar}>
          <HomeLink />
          <Button icon={<PrinterOutlined aria-hidden="true" />} onClick={() => window.print()}>
            Print
          </Button>
        </div>
        <h1 className={styles.title}>Legal documents</h1>
        <p className={styles.lead}>
          The terms that apply when you use {PRODUCT_NAME}, and how we handle your information. Effective{' '}
          {LEGAL_TERMS.effectiveDate}.
        </p>
      </header>
      <div className={styles.layout}>
        <LegalNav active={active} onSelect={showSection} />
        <main className={styles.document}>
          {LEGAL_SECTIONS.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className={styles.section}
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`} className={styles.sectionTitle} tabIndex={-1}>
                <span className={styles.sectionNumber}>{index + 1}.</span> {section.title}
              </h2>
              {SECTION_BODIES[section.id]}
            </section>
          ))}
        </main>
      </div>
      <footer className={styles.footer}>
        <span>
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </span>
        <span>
          Questions? <a href={`mailto:${LEGAL_CONTACT_EMAIL}`}>{LEGAL_CONTACT_EMAIL}</a>
        </span>
      </footer>
    </div>
  );
}
