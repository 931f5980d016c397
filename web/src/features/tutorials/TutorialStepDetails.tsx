import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import Button from 'antd/es/button';
import { showToast } from '../../ui/showToast';
import type { TutorialDetail } from './howItWorksSteps';
import styles from './HowItWorksTutorialPage.module.css';

async function copyTemplate(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showToast({
      kind: 'success',
      title: 'Template copied',
      description: 'Paste it into your email and fill in the brackets.',
    });
  } catch {
    showToast({
      kind: 'error',
      title: 'Could not copy the template',
      description: 'Select the text and copy it by hand.',
    });
  }
}

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
      {detail.kind === 'template' ? (
        <>
          <pre className={styles.template}>{detail.text}</pre>
          <Button size="large" icon={<CopyOutlined />} onClick={() => void copyTemplate(detail.text)}>
            Copy template
          </Button>
        </>
      ) : null}
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
