import MailOutlined from '@ant-design/icons/MailOutlined';
import { type InvitationQuestionItem, shortRelativeTime } from '@referrals/contracts';
import { useQuery } from '@tanstack/react-query';
import Skeleton from 'antd/es/skeleton';
import page from '../../ui/SignedInPage.module.css';
import { useNow } from '../../ui/useNow';
import { invitationQuestionsQuery } from './invitationQuestionsQuery';
import { QuestionReplyForm } from './QuestionReplyForm';
import styles from './InvitationQuestionsCard.module.css';

const formatDate = (date: Date) => date.toLocaleDateString(undefined, { dateStyle: 'medium' });

/** The operator's 'Questions' card: what visitors asked before deciding, the replies sent, and a reply box. */
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

/**
 * The asker's address is shown as text to copy, not as a mailto link: a reply sent from the operator's
 * own mail client would not be recorded under the question, so the reply box below is the way to answer.
 */
function QuestionRow({ question, now }: { question: InvitationQuestionItem; now: Date }) {
  return (
    <li className={styles.row} data-testid="invitation-question">
      <p className={styles.who}>
        <strong className={styles.wrap}>{question.askerName}</strong>
        <span className={styles.mail}>
          <MailOutlined aria-hidden="true" /> <span className={styles.address}>{question.askerEmail}</span>
        </span>
      </p>
      <p className={styles.question}>{question.question}</p>
      <p className={styles.muted}>
        {question.invitationName ? `On your invitation for ${question.invitationName} · ` : null}
        <time dateTime={question.askedAt}>
          {shortRelativeTime(new Date(question.askedAt), now, formatDate)}
        </time>
      </p>
      {question.replies.length > 0 ? (
        <ol className={styles.replies} aria-label={`Your replies to ${question.askerName}`}>
          {question.replies.map((reply) => (
            <li key={reply.id} className={styles.reply}>
              <p className={styles.muted}>
                You replied ·{' '}
                <time dateTime={reply.answeredAt}>
                  {shortRelativeTime(new Date(reply.answeredAt), now, formatDate)}
                </time>
              </p>
              <p className={styles.question}>{reply.answer}</p>
            </li>
          ))}
        </ol>
      ) : null}
      <QuestionReplyForm
        questionId={question.id}
        askerName={question.askerName}
        askerEmail={question.askerEmail}
        replied={question.replies.length > 0}
      />
    </li>
  );
}
