import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import { QUALITY_GUIDELINES } from '@referrals/contracts';
import styles from './QualityGuidelinesList.module.css';

/** The quality connection guidelines: what to do, then what not to (the modal's step 3, the wizard's step 1). */
export function QualityGuidelinesList() {
  return (
    <ul className={styles.guidelines}>
      {QUALITY_GUIDELINES.dos.map((rule) => (
        <li key={rule.title} className={`${styles.guideline} ${styles.do}`}>
          <CheckCircleFilled aria-label="Do" />
          <span>
            <strong>{rule.title}</strong> {rule.text}
          </span>
        </li>
      ))}
      {QUALITY_GUIDELINES.donts.map((rule) => (
        <li key={rule.title} className={`${styles.guideline} ${styles.dont}`}>
          <CloseCircleFilled aria-label="Don't" />
          <span>
            <strong>{rule.title}</strong> {rule.text}
          </span>
        </li>
      ))}
    </ul>
  );
}
