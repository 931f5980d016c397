import HomeOutlined from '@ant-design/icons/HomeOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import { PRODUCT_NAME } from '@referrals/contracts';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useState } from 'react';
import { ButtonLink } from '../../ui/ButtonLink';
import { CenteredPage } from '../../ui/CenteredPage';
import { usePageTitle } from '../../ui/usePageTitle';
import { OnboardingSlideshow } from './OnboardingSlideshow';
import styles from './TestOnboardingPage.module.css';

type Run = 'showing' | 'completed' | 'skipped';

const OUTCOMES = {
  completed: {
    type: 'success',
    title: 'Onboarding completed',
    text: "You reached the end and pressed 'Get Started'. A networker would now land on their dashboard.",
  },
  skipped: {
    type: 'info',
    title: 'Onboarding skipped',
    text: 'You left the slideshow early with Skip. A networker would now land on their dashboard.',
  },
} as const;

/** /test-onboarding: the networker slideshow, then an alert saying whether it was completed or skipped. */
export function TestOnboardingPage() {
  usePageTitle(`Test onboarding · ${PRODUCT_NAME}`);
  const [run, setRun] = useState<Run>('showing');
  if (run === 'showing') {
    return <OnboardingSlideshow onComplete={() => setRun('completed')} onSkip={() => setRun('skipped')} />;
  }
  const outcome = OUTCOMES[run];
  return (
    <CenteredPage>
      <div className={styles.panel}>
        <Alert type={outcome.type} showIcon title={outcome.title} description={outcome.text} role="alert" />
        <div className={styles.actions}>
          <Button type="primary" size="large" icon={<ReloadOutlined />} onClick={() => setRun('showing')}>
            Test Again
          </Button>
          <ButtonLink to="/" size="large" icon={<HomeOutlined />}>
            Go Home
          </ButtonLink>
        </div>
      </div>
    </CenteredPage>
  );
}
