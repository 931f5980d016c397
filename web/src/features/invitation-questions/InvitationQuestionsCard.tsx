import MailOutlined from '@ant-design/icons/MailOutlined';
import { type InvitationQuestionItem, shortRelativeTime } from '@referrals/contracts';
import { useQuery } from '@tanstack/react-query';
import Skeleton from 'antd/es/skeleton';
import page from '../../ui/SignedInPage.module.css';
import { useNow } from '../../ui/useNow';
import { invitationQuestionsQuery } from './invitationQuestionsQuery';
import styles from './InvitationQuestionsCard.module.css';

const formatDate = (date: Date) => date.toLocaleDateString(undefined, { dateStyle: 'medium' });

/** The operator's 'Questions' card: what visitors asked before deciding, with a way to answer by email. */
export function InvitationQuestionsCard() {
  const questions = useQuery(invitationQuestionsQuery);
  const now = useNow();
  return (
    <section id="questions" className={page.card} aria-labelledby="questions-title">
      <h2 id="questions-title" className={page.cardTitle}>
        Questions
      </h2>
      {questions.isPending ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {questions.isError ? <p role="alert">Questions could not be loaded. Please reload the page.</p> : null}
      {questions.data?.length === 0 ? (
        <p className={styles.muted}>
          No questions yet. Visitors of your invitation pages can ask one with 'I have questions first'.
        </p>
      ) : null}
      {questions.data && questions.data.length > 0 ? (
        <ul className={page.plainList}>
          {questions.data.map((question) => (
            <QuestionRow key={question.id} question={question} now={now} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function QuestionRow({ question, now }: { question: InvitationQuestionItem; now: Date }) {
  const subject = `Re: your question about ${question.invitationName || 'my invitation'}`;
  return (
    <li className={styles.row} data-testid="invitation-question">
      <p className={styles.who}>
        <strong>{question.askerName}</strong>
        <a
          className={styles.mail}
          href={`mailto:${encodeURIComponent(question.askerEmail).replace('%40', '@')}?subject=${encodeURIComponent(subject)}`}
        >
          <MailOutlined aria-hidden="true" /> {question.askerEmail}
        </a>
      </p>
      <p className={styles.question}>{question.question}</p>
      <p className={styles.muted}>
        {question.invitationName ? `On your invitation for ${question.invitationName} · ` : null}
        <time dateTime={question.askedAt}>
          {shortRelativeTime(new Date(question.askedAt), now, formatDate)}
        </time>
      </p>
    </li>
  );
}
