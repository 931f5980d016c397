import CheckOutlined from '@ant-design/icons/CheckOutlined';
import FieldTimeOutlined from '@ant-design/icons/FieldTimeOutlined';
import { DEMO_TIMELINE_STAGES, DEMO_TIMELINE_STEPS } from '@referrals/contracts';
import Button from 'antd/es/button';
import hidden from '../../ui/visuallyHidden.module.css';
import styles from './OnboardingSlideshow.module.css';

const LAST_STEP = DEMO_TIMELINE_STEPS.length - 1;

/** The demo of a contact's progress timeline, advanced one step at a time with its caption. */
export function TimelineDemoSlide({
  headingId,
  step,
  onStep,
}: {
  headingId: string;
  step: number;
  onStep: (step: number) => void;
}) {
  const current = DEMO_TIMELINE_STEPS[Math.min(step, LAST_STEP)] ?? DEMO_TIMELINE_STEPS[0];
  return (
    <>
      <span className={`${styles.badge} ${styles.demoBadge}`} aria-hidden="true">
        <FieldTimeOutlined />
      </span>
      <h2 id={headingId} className={styles.heading}>
        Follow every introduction
      </h2>
      <ol className={styles.timeline} aria-label="Demo progress timeline">
        {DEMO_TIMELINE_STAGES.map((stage, index) => {
          const state =
            index < current.stagesDone ? 'done' : index === current.stagesDone ? 'current' : 'upcoming';
          return (
            <li key={stage} className={`${styles.stage} ${styles[state]}`} data-state={state}>
              <span className={styles.stageDot} aria-hidden="true">
                {state === 'done' ? <CheckOutlined /> : index + 1}
              </span>
              <span>
                {stage}
                <span className={hidden.srOnly}>
                  {state === 'done' ? ' (done)' : state === 'current' ? ' (in progress)' : ''}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
      <p className={styles.caption} aria-live="polite">
        {current.caption}
      </p>
      <div className={styles.demoControls}>
        {step < LAST_STEP ? (
          <Button size="large" onClick={() => onStep(step + 1)}>
            Show next step
          </Button>
        ) : (
          <Button size="large" onClick={() => onStep(0)}>
            Replay
          </Button>
        )}
      </div>
    </>
  );
}
