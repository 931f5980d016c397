import styles from './HowItWorks.module.css';

const STEPS = [
  {
    title: 'An operator invites you',
    text: 'A personal link shows who they want to meet and what each introduction pays.',
  },
  {
    title: 'You introduce people you trust',
    text: 'Confirm suggested prospects or add your own. Every contact is reviewed before an introduction is made.',
  },
  {
    title: 'Bounties follow the progress',
    text: 'Earn for the intro, the meeting and the win, tracked in one place from submission to payout.',
  },
] as const;

/** The three steps of an introduction, from invitation to payout. */
export function HowItWorks() {
  return (
    <section className={styles.section} aria-labelledby="how-it-works">
      <h2 id="how-it-works" className={styles.heading}>
        How it works
      </h2>
      <ol className={styles.steps}>
        {STEPS.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
