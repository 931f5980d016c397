import {
  INVITATION_QUESTION_LIMITS as LIMITS,
  INVITATION_QUESTION_MESSAGES as M,
} from '@referrals/contracts';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { isApiError } from '../../api/client';
import { useAnswerQuestion } from './useAnswerQuestion';
import styles from './InvitationQuestionsCard.module.css';

interface QuestionReplyFormProps {
  questionId: string;
  askerName: string;
  askerEmail: string;
  /** Replies already sent: the button then offers a follow-up. */
  replied: boolean;
}

/** The reply box under a question: what is written is emailed to the asker and kept under the question. */
export function QuestionReplyForm({ questionId, askerName, askerEmail, replied }: QuestionReplyFormProps) {
  const [form] = Form.useForm<{ answer: string }>();
  const sending = useAnswerQuestion(questionId, askerEmail);
  const failure = sending.error
    ? isApiError(sending.error) && sending.error.status < 500
      ? sending.error.userMessage
      : 'Your reply could not be sent. Please try again.'
    : null;
  const label = `Reply to ${askerName}`;

  return (
    <Form<{ answer: string }>
      form={form}
      layout="vertical"
      className={styles.replyForm}
      requiredMark={false}
      disabled={sending.isPending}
      onFinish={({ answer }) => sending.mutate(answer, { onSuccess: () => form.resetFields() })}
    >
      {failure ? <Alert type="error" showIcon title={failure} role="alert" /> : null}
      <Form.Item
        name="answer"
        label={label}
        className={styles.replyField}
        extra={<span className={styles.wrap}>Sent by email to {askerEmail}.</span>}
        rules={[
          { required: true, whitespace: true, message: M.answerRequired },
          { max: LIMITS.answer, message: M.answerTooLong },
        ]}
      >
        <Input.TextArea rows={3} maxLength={LIMITS.answer} placeholder="Write your answer" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={sending.isPending} className={styles.replyButton}>
        {replied ? 'Send another reply' : 'Send reply'}
      </Button>
    </Form>
  );
}
