import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import { QUALITY_GUIDELINES } from '@referrals/contracts';
import styles from './OnboardingSlideshow.module.css';

const COPY = {
  dos: { heading: "Do's", lead: 'Introductions like these get approved, and paid.' },
  donts: { heading: "Don'ts", lead: 'These get a contact turned down.' },
} as const;

/** A slide of the quality guidelines: the do's with green checks or the don'ts with red crosses. */
export function GuidelinesSlide({ kind, headingId }: { kind: 'dos' | 'donts'; headingId: string }) {
  const isDo = kind === 'dos';
  return (
    <>
      <span className={`${styles.badge} ${isDo ? styles.goodBadge : styles.badBadge}`} aria-hidden="true">
        {isDo ? <CheckCircleFilled /> : <CloseCircleFilled />}
      </span>
      <h2 id={headingId} className={styles.heading}>
        {COPY[kind].heading}
      </h2>
      <p className={styles.lead}>{COPY[kind].lead}</p>
      <ul className={styles.rules}>
        {QUALITY_GUIDELINES[kind].map((rule) => (
          <li key={rule.title} className={`${styles.rule} ${isDo ? styles.goodRule : styles.badRule}`}>
            {isDo ? <CheckCircleFilled aria-label="Do" /> : <CloseCircleFilled aria-label="Don't" />}
            <span>
              <strong>{rule.title}</strong>
              <span className={styles.ruleText}>{rule.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
