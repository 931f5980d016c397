import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { HOW_IT_WORKS_STEP_COUNT, PRODUCT_NAME } from '@referrals/contracts';
import Button from 'antd/es/button';
import { useEffect } from 'react';
import { usePageTitle } from '../../ui/usePageTitle';
import { HOW_IT_WORKS_STEPS } from './howItWorksSteps';
import hidden from '../../ui/visuallyHidden.module.css';
import styles from './HowItWorksTutorialPage.module.css';
import { invitationPageWithInvitation, networkerRegistrationPage } from './tutorialLinks';
import { TutorialStepDetails } from './TutorialStepDetails';

interface HowItWorksTutorialPageProps {
  slug: string;
  /** 1 to 6, from `?step=`. */
  step: number;
  onStep: (step: number) => void;
}

const ACTOR_LABELS = { networker: 'You', operator: 'The operator' } as const;

/** /how-it-works-tutorial/{slug}: the six steps from submitting a contact to getting paid. */
export function HowItWorksTutorialPage({ slug, step, onStep }: HowItWorksTutorialPageProps) {
  const current = HOW_IT_WORKS_STEPS[step - 1] ?? HOW_IT_WORKS_STEPS[0];
  const isFirst = step === 1;
  const isLast = step === HOW_IT_WORKS_STEP_COUNT;
  usePageTitle(`How it works · ${PRODUCT_NAME}`);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.metaKey || event.ctrlKey) return;
      if (event.key === 'ArrowRight' && step < HOW_IT_WORKS_STEP_COUNT) onStep(step + 1);
      if (event.key === 'ArrowLeft' && step > 1) onStep(step - 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step, onStep]);

  if (!current) return null;
  return (
    <main className={styles.page}>
      <header className={styles.top}>
        <span className={styles.badge}>
          Step {step} of {HOW_IT_WORKS_STEP_COUNT}
        </span>
        <Button type="text" size="large" href={networkerRegistrationPage(slug)}>
          Skip
        </Button>
      </header>
      <ol className={styles.dots} aria-label="Tutorial progress">
        {HOW_IT_WORKS_STEPS.map((item, index) => (
          <li
            key={item.title}
            className={index + 1 <= step ? styles.dotReached : styles.dot}
            aria-current={index + 1 === step ? 'step' : undefined}
          >
            <span className={hidden.srOnly}>{item.title}</span>
          </li>
        ))}
      </ol>
      <article key={step} className={styles.card} aria-labelledby="tutorial-step-title">
        <span className={styles.number} aria-hidden="true">
          {step}
        </span>
        <h1 id="tutorial-step-title" className={styles.title}>
          {current.title}
        </h1>
        <ul className={styles.facts}>
          <li className={current.actor === 'networker' ? styles.youFact : styles.fact}>
            <UserOutlined aria-hidden="true" />
            <span>
              <span className={hidden.srOnly}>Who: </span>
              {ACTOR_LABELS[current.actor]}
            </span>
          </li>
          <li className={styles.fact}>
            <ClockCircleOutlined aria-hidden="true" />
            <span>
              <span className={hidden.srOnly}>When: </span>
              {current.timing}
            </span>
          </li>
        </ul>
        <p className={styles.summary}>{current.summary}</p>
        {current.details.map((detail) => (
          <TutorialStepDetails key={detail.heading} detail={detail} />
        ))}
      </article>
      <nav className={styles.bottom} aria-label="Tutorial steps">
        {isFirst ? (
          <Button size="large" icon={<ArrowLeftOutlined />} href={invitationPageWithInvitation(slug)}>
            Previous
          </Button>
        ) : (
          <Button size="large" icon={<ArrowLeftOutlined />} onClick={() => onStep(step - 1)}>
            Previous
          </Button>
        )}
        {isLast ? (
          <Button type="primary" size="large" href={networkerRegistrationPage(slug)}>
            Get Started Now!
          </Button>
        ) : (
          <Button
            type="primary"
            size="large"
            icon={<ArrowRightOutlined />}
            iconPlacement="end"
            onClick={() => onStep(step + 1)}
          >
            Next Step
          </Button>
        )}
      </nav>
    </main>
  );
}
