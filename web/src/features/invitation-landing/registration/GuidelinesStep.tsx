import Button from 'antd/es/button';
import { QualityGuidelinesList } from '../QualityGuidelinesList';
import styles from './NetworkerRegistrationModal.module.css';

/** Step 3, 'Quality Connection Guidelines': what to do and what not to. */
export function GuidelinesStep({ onBack, onNext }: { onBack: () => void; onNext: () => void }) {
  return (
    <div className={styles.step}>
      <h2 className={styles.stepTitle}>Quality Connection Guidelines</h2>
      <QualityGuidelinesList />
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
