import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import { QUALITY_GUIDELINES } from '@referrals/contracts';
import Button from 'antd/es/button';
import styles from './NetworkerRegistrationModal.module.css';

/** Step 3, 'Quality Connection Guidelines': what to do and what not to. */
export function GuidelinesStep({ onBack, onNext }: { onBack: () => void; onNext: () => void }) {
  return (
    <div className={styles.step}>
      <h2 className={styles.stepTitle}>Quality Connection Guidelines</h2>
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
      <div className={styles.footer}>
        <Button size="large" onClick={onBack}>
          Back
        </Button>
        <Button type="primary" size="large" onClick={onNext}>
          Access Dashboard
        </Button>
      </div>
    </div>
  );
}
