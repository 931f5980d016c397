import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import { ONBOARDING_STEP_TEXT, type OnboardingStep } from '@referrals/contracts';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import { useState } from 'react';
import { ButtonLink } from '../../ui/ButtonLink';
import { readStored, writeStored } from '../../ui/safeStorage';
import { operatorOnboardingQuery } from './onboardingQuery';
import styles from './Onboarding.module.css';
import hidden from '../../ui/visuallyHidden.module.css';

const HIDDEN_KEY = (userId: string) => `onboarding-checklist-hidden:${userId}`;

function NextStepAction({ step }: { step: OnboardingStep }) {
  switch (step) {
    case 'profile':
      return (
        <ButtonLink to="/profile/edit" color="primary" variant="solid">
          Complete profile
        </ButtonLink>
      );
    case 'invitation':
    case 'share':
      return (
        <ButtonLink to="/dashboard" search={{ tab: 'invitations' }} color="primary" variant="solid">
          {step === 'invitation' ? 'Create an invitation' : 'Go to your invitations'}
        </ButtonLink>
      );
    case 'approval':
    case 'payout':
      return (
        <ButtonLink to="/dashboard" search={{ tab: 'contacts' }} color="primary" variant="solid">
          Go to your contacts
        </ButtonLink>
      );
  }
}

/**
 * The new operator's first steps, each ticked by what really happened (GET /api/dashboard/onboarding):
 * gone once all are done, or once the operator hides it (remembered in this browser).
 */
export function OnboardingChecklist({ userId }: { userId: string }) {
  const { data } = useQuery(operatorOnboardingQuery);
  const [dismissed, setDismissed] = useState(() => readStored(HIDDEN_KEY(userId)) === 'true');
  if (!data || data.complete || dismissed) return null;
  const done = data.steps.filter((step) => step.done).length;
  const next = data.steps.find((step) => !step.done)?.step;
  const hide = () => {
    writeStored(HIDDEN_KEY(userId), 'true');
    setDismissed(true);
  };
  return (
    <section className={styles.checklist} aria-labelledby="onboarding-title">
      <div className={styles.checklistHeading}>
        <div>
          <h2 id="onboarding-title" className={styles.checklistTitle}>
            Get started
          </h2>
          <p className={styles.checklistLead}>
            {done} of {data.steps.length} done: each step ticks itself when it happens.
          </p>
        </div>
        <Button type="text" onClick={hide}>
          Hide checklist
        </Button>
      </div>
      <Progress
        percent={Math.round((done / data.steps.length) * 100)}
        showInfo={false}
        aria-label={`Onboarding: ${done} of ${data.steps.length} steps done`}
      />
      <ol className={styles.steps}>
        {data.steps.map(({ step, done: stepDone }) => (
          <li
            key={step}
            className={stepDone ? styles.stepDone : styles.step}
            data-step={step}
            data-done={stepDone}
          >
            <span className={styles.stepMark} aria-hidden="true">
              {stepDone ? <CheckCircleFilled /> : null}
            </span>
            <div className={styles.stepBody}>
              <span className={styles.stepTitle}>
                {ONBOARDING_STEP_TEXT[step].title}
                <span className={hidden.srOnly}>{stepDone ? ' (done)' : ' (to do)'}</span>
              </span>
              {step === next ? (
                <>
                  <span className={styles.stepHint}>{ONBOARDING_STEP_TEXT[step].hint}</span>
                  <span className={styles.stepAction}>
                    <NextStepAction step={step} />
                  </span>
                </>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
