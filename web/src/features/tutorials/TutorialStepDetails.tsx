import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import type { TutorialDetail } from './howItWorksSteps';
import styles from './HowItWorksTutorialPage.module.css';

/** One block of a tutorial step: a checklist, the email template, the agenda or the payout example. */
export function TutorialStepDetails({ detail }: { detail: TutorialDetail }) {
  return (
    <section className={styles.detail} aria-label={detail.heading}>
      <h3 className={styles.detailHeading}>{detail.heading}</h3>
      {detail.kind === 'list' ? (
        <ul className={styles.checklist}>
          {detail.items.map((item) => (
            <li key={item}>
              <CheckCircleFilled aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
      ) : null}
      {detail.kind === 'template' ? <pre className={styles.template}>{detail.text}</pre> : null}
      {detail.kind === 'agenda' ? (
        <ol className={styles.agenda}>
          {detail.items.map((item) => (
            <li key={item.topic}>
              <span className={styles.minutes}>{item.minutes} min</span>
              {item.topic}
            </li>
          ))}
        </ol>
      ) : null}
      {detail.kind === 'example' ? (
        <p className={styles.example}>
          <span className={styles.amount}>{detail.amount}</span> {detail.text}
        </p>
      ) : null}
    </section>
  );
}
