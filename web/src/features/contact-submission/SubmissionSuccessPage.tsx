import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import { PRODUCT_NAME } from '@referrals/contracts';
import { ButtonLink } from '../../ui/ButtonLink';
import { MessageScreen } from '../../ui/MessageScreen';
import { usePageTitle } from '../../ui/usePageTitle';
import styles from './SubmissionSuccessPage.module.css';

const NEXT_STEPS = [
  'The operator reviews your introduction.',
  'Once approved, you make the introduction.',
  'When the meeting is scheduled and held, your bounty is paid.',
] as const;

/** /submission-success/{slug}: what happens next, another contact, or the profile. */
export function SubmissionSuccessPage({ slug }: { slug: string }) {
  usePageTitle(`Submission Successful! · ${PRODUCT_NAME}`);
  return (
    <MessageScreen
      icon={<CheckCircleFilled />}
      tone="brand"
      heading="Submission Successful!"
      text="Thank you for your introduction. Here is what happens next:"
      homeLabel="Go to Profile"
      homeTo="/dashboard"
      details={
        <ol className={styles.steps}>
          {NEXT_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      }
    >
      <ButtonLink to="/contact-submission/$slug" params={{ slug }} size="large">
        Submit Another Contact
      </ButtonLink>
    </MessageScreen>
  );
}
